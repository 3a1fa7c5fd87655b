import 'server-only'
import {
  ARCHIVES,
  archiveKinds,
  archivePages,
  archivePath,
  countOfYears,
  type ArchiveCount,
  type ArchiveName,
} from '@/lib/pages/archives'
import { getArticleYears, type ArticleKind } from './articles'
import { countDirectoryEntries } from './directory'
import { countOpenJobs } from './jobs'
import { countProgrammes } from './programmes'
import { getRecordsLastModified } from './records-last-modified'
import { getStoryYears } from './stories'

/** How many records each archive holds (of every kind: `null`, and of each kind), and for a list by year in which years. */
const COUNTS: { [A in ArchiveName]: (kind: string | null) => Promise<ArchiveCount> } = {
  stories: async () => countOfYears(await getStoryYears()),
  articles: async (kind) => countOfYears(await getArticleYears(kind as ArticleKind | null)),
  jobs: async () => ({ total: await countOpenJobs(), years: [] }),
  directory: async () => ({ total: await countDirectoryEntries(), years: [] }),
  undergraduate: async () => ({ total: await countProgrammes('undergraduate'), years: [] }),
  graduate: async () => ({ total: await countProgrammes('graduate'), years: [] }),
  extension: async () => ({ total: await countProgrammes('extension'), years: [] }),
  certificate: async () => ({ total: await countProgrammes('certificate'), years: [] }),
}

/**
 * Every page of every archive but the list pages themselves (the registry lists those): each
 * later page of a list, and every page of each kind and each year, for the sitemap. A page's
 * records change whenever one of its collection does (a new record moves every page on), so each
 * states its collection's last change.
 */
export async function listArchiveUrls(): Promise<{ url: string; lastModified: string | null }[]> {
  const lists = await Promise.all(
    (Object.keys(ARCHIVES) as ArchiveName[]).map(async (archive) => {
      const kinds = [null, ...archiveKinds(archive).map(({ kind }) => kind)]
      const [counts, lastModified] = await Promise.all([
        Promise.all(kinds.map((kind) => COUNTS[archive](kind))),
        getRecordsLastModified([ARCHIVES[archive].collection]),
      ])
      const pages = archivePages(archive, new Map(kinds.map((kind, i) => [kind, counts[i]])))
      return pages.map((page) => ({ url: archivePath(page), lastModified }))
    }),
  )
  return lists.flat()
}
