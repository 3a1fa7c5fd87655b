import 'server-only'
import {
  ARCHIVES,
  archiveKinds,
  archivePages,
  archivePath,
  type ArchiveName,
  type YearCount,
} from '@/lib/pages/archives'
import { getArticleYears, type ArticleKind } from './articles'
import { getRecordsLastModified } from './records-last-modified'
import { getStoryYears } from './stories'

/** The years of each archive (of every kind: `null`, and of each kind), newest first, with how many records. */
const YEARS: { [A in ArchiveName]: (kind: string | null) => Promise<YearCount[]> } = {
  stories: () => getStoryYears(),
  articles: (kind) => getArticleYears(kind as ArticleKind | null),
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
      const [years, lastModified] = await Promise.all([
        Promise.all(kinds.map((kind) => YEARS[archive](kind))),
        getRecordsLastModified([archive]),
      ])
      const pages = archivePages(archive, new Map(kinds.map((kind, i) => [kind, years[i]])))
      return pages.map((page) => ({ url: archivePath(page), lastModified }))
    }),
  )
  return lists.flat()
}
