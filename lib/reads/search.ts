import 'server-only'
import { randomUUID } from 'node:crypto'
import { SOURCES, includes } from '@/lib/cache/tags'
import { config } from '@/lib/config.mjs'
import { LISTED_PAGES, type PageEntry } from '@/lib/pages'
import { createSearchIndex, fold, type SearchDocument, type SiteSearchIndex } from '@/lib/search/fulltext'
import { pageTextFromHtml } from '@/lib/search/page-text'
import { safeHref } from '@/lib/search/keywords'
import { formatEventStart } from '@/lib/text/dates'
import { lexicalToPlainText } from '@/lib/text/plain-text'
import { listArticleUrls, getArticle } from './articles'
import { cachedRead } from './cached-read'
import { getCollege, getColleges, getCollegesWithDepartments } from './colleges'
import { getDirectoryEntries, getOfficeHours } from './directory'
import { getDocuments, type DocumentCategory } from './documents'
import { getOpenJobs } from './jobs'
import { getPayloadClient } from './payload'
import { getProgramme, listProgrammes, type ProgrammeKind } from './programmes'
import { getStories, getStory } from './stories'
import { getUpcomingEvents, type UpcomingEvent } from './upcoming-events'

/**
 * What the site search finds. Every record comes through the same reads the public pages use, so
 * whatever they leave out (drafts, unpublished records, closed jobs, past events) the index leaves
 * out too. Static (MDX) pages are read as rendered, from the server itself: their facts come from
 * components and policy constants, not the MDX source.
 *
 * A page may show any collection or global, so the documents are cached under every source's tag:
 * any save expires them, and the next search on every instance rebuilds its index (lazily).
 */
const EVERYTHING = includes(SOURCES)

const DOCUMENT_CATEGORIES: DocumentCategory[] = ['form', 'handbook', 'bulletin', 'calendar', 'policy', 'brochure', 'other']
const CRAWL_CONCURRENCY = 4
const CRAWL_TIMEOUT_MS = 20_000
const CRAWL_ATTEMPTS = 2
/** How soon an index missing some page's text is built again (reading those pages again). */
const INCOMPLETE_RETRY_MS = 30_000

const join = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ')

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        out[i] = await fn(items[i])
      }
    }),
  )
  return out
}

/** A registry page: its title and description, and for MDX pages the text they render (null: that page could not be read). */
async function pageDocument(entry: PageEntry): Promise<{ doc: SearchDocument; read: boolean }> {
  const doc: SearchDocument = { id: `page:${entry.path}`, kind: 'page', title: entry.title, headings: '', body: entry.description, url: entry.path }
  if (!entry.content) return { doc, read: true }
  let problem = ''
  for (let attempt = 1; attempt <= CRAWL_ATTEMPTS; attempt++) {
    try {
      const response = await fetch(`${config.ownOrigin}${entry.path}`, { signal: AbortSignal.timeout(CRAWL_TIMEOUT_MS), headers: { 'x-site-search': '1' } })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const text = pageTextFromHtml(await response.text())
      // The page's introduction usually is its description; keep the words once.
      const body = text.body.includes(entry.description) ? text.body : `${entry.description} ${text.body}`
      return { doc: { ...doc, headings: text.headings.join(' · '), body }, read: true }
    } catch (error) {
      problem = (error as Error).message
    }
  }
  // Found by its title and description meanwhile; the index reads it again soon (getSearchIndex).
  console.warn(`[search] could not read ${entry.path} for the index: ${problem}`)
  return { doc, read: false }
}

async function programmeDocuments(): Promise<SearchDocument[]> {
  const kinds: ProgrammeKind[] = ['undergraduate', 'graduate', 'extension', 'certificate']
  const lists = await Promise.all(kinds.map((kind) => listProgrammes(kind)))
  return mapLimited(lists.flat(), CRAWL_CONCURRENCY, async (p): Promise<SearchDocument> => {
    const base = {
      id: `programme:${p.kind}:${p.slug}`,
      kind: 'programme' as const,
      title: p.name,
      headings: join(p.department?.name, p.college?.name),
      url: p.url ?? (p.kind === 'extension' ? '/extensionprograms' : '/certificateprograms'),
    }
    const summary = join(p.kind === 'certificate' ? p.certificateLevel : p.level, p.campuses.join(', '), p.modalities.join(', '))
    if (!p.url) return { ...base, body: `${p.kind} programme ${summary}` }
    const d = await getProgramme(p.kind, p.slug)
    if (!d) return { ...base, body: summary }
    const body = [
      `${p.kind} programme`,
      summary,
      d.duration,
      lexicalToPlainText(d.overview),
      lexicalToPlainText(d.description),
      lexicalToPlainText(d.matriculationRequirements),
      lexicalToPlainText(d.provisionalRequirements),
      d.skills.join(', '),
      d.careers.join(', '),
      d.graduateBenefit,
    ]
    return { ...base, body: body.filter(Boolean).join(' ') }
  })
}

async function collegeDocuments(): Promise<SearchDocument[]> {
  const [colleges, withDepartments] = await Promise.all([getColleges(), getCollegesWithDepartments()])
  const docs = await mapLimited(colleges, CRAWL_CONCURRENCY, async (c): Promise<SearchDocument> => {
    const d = await getCollege(c.code)
    const body = [
      c.summary,
      d?.dean.name,
      lexicalToPlainText(d?.dean.message),
      ...(d?.research ?? []).flatMap((r) => [r.title, r.summary]),
      ...(d?.topAchievers ?? []).flatMap((a) => [a.name, a.programme, a.achievement]),
      d?.successStory?.quote,
    ]
    return {
      id: `college:${c.code}`,
      kind: 'college',
      title: c.name,
      headings: (d?.departments ?? []).map((x) => x.name).join(' · '),
      body: body.filter(Boolean).join(' '),
      url: safeHref(c.route) ?? '/collegeschools',
    }
  })
  const departments = withDepartments.flatMap((c) =>
    c.departments.map((d): SearchDocument => ({
      id: `department:${d.code}`,
      kind: 'department',
      title: d.name,
      headings: c.name,
      body: '',
      url: (d.website && safeHref(d.website)) || safeHref(c.route) || '/alldepartments',
    })),
  )
  return [...docs, ...departments]
}

async function storyDocuments(): Promise<SearchDocument[]> {
  const stories = await getStories(1000)
  return mapLimited(stories, CRAWL_CONCURRENCY, async (s): Promise<SearchDocument> => {
    const story = await getStory(s.slug)
    return {
      id: `story:${s.slug}`,
      kind: 'story',
      title: s.title,
      headings: s.author,
      body: story ? `${story.summary} ${lexicalToPlainText(story.content)}` : s.preview,
      url: `/featurestory?article=${encodeURIComponent(s.slug)}`,
    }
  })
}

async function articleDocuments(): Promise<SearchDocument[]> {
  const urls = await listArticleUrls()
  const slugs = urls.map(({ url }) => decodeURIComponent(url.slice(url.lastIndexOf('/') + 1)))
  const articles = await mapLimited(slugs, CRAWL_CONCURRENCY, (slug) => getArticle(slug))
  return articles.flatMap((a) =>
    a
      ? [
          {
            id: `news:${a.slug}`,
            kind: 'news' as const,
            title: a.title,
            headings: a.writer,
            body: a.paragraphs.join(' '),
            url: `/news/${encodeURIComponent(a.slug)}`,
          },
        ]
      : [],
  )
}

/** An upcoming event as search finds it: its place and its start, in the words the events slider shows them. */
export function eventDocument(e: UpcomingEvent): SearchDocument {
  return {
    id: `event:${e.slug}`,
    kind: 'event',
    title: e.name,
    headings: join(e.location, formatEventStart(e.date)),
    body: e.description ?? '',
    url: '/newsandevents',
  }
}

async function recordDocuments(): Promise<SearchDocument[]> {
  const [events, jobs, entries, hours, documents] = await Promise.all([
    getUpcomingEvents(200),
    getOpenJobs(500),
    getDirectoryEntries(),
    getOfficeHours(),
    Promise.all(DOCUMENT_CATEGORIES.map((c) => getDocuments(c))),
  ])
  return [
    ...events.map(eventDocument),
    ...jobs.map((j): SearchDocument => ({ id: `job:${j.id}`, kind: 'job', title: j.title, headings: j.department, body: '', url: '/careers' })),
    ...entries.map((e): SearchDocument => ({
      id: `directory:${e.id}`,
      kind: 'department',
      title: e.name,
      headings: '',
      body: join(e.matters, `extension ${e.extension}`, e.email),
      url: '/searchDepartment',
    })),
    ...hours.map((h): SearchDocument => ({
      id: `hours:${h.id}`,
      kind: 'department',
      title: `${h.department} office hours`,
      headings: '',
      body: h.hours,
      url: '/openinghours',
    })),
    ...documents
      .flat()
      .map((d): SearchDocument => ({ id: `document:${d.key}`, kind: 'document', title: d.title, headings: d.category ?? '', body: '', url: d.url })),
  ]
}

export type SearchDocuments = { documents: SearchDocument[]; /** some page could not be read: built again soon */ incomplete: boolean }

/**
 * Every document the search finds (several thousand at most). `generation` is part of the cache
 * key only: a result missing some page's text is read afresh under the next one, without waiting
 * for a save.
 */
export const getSearchDocuments = cachedRead('search:documents', EVERYTHING, async (generation: number): Promise<SearchDocuments> => {
  void generation
  const records = (await Promise.all([programmeDocuments(), collegeDocuments(), storyDocuments(), articleDocuments(), recordDocuments()])).flat()
  // A college's registry page and its record are one result: the page adds its text to the record.
  const recordByUrl = new Map(records.filter((r) => r.kind === 'college').map((r) => [r.url, r]))
  const pages = await mapLimited(
    LISTED_PAGES.filter((p) => p.path !== '/keywordsearch'),
    CRAWL_CONCURRENCY,
    pageDocument,
  )
  const documents: SearchDocument[] = []
  for (const { doc } of pages) {
    const record = recordByUrl.get(doc.url)
    if (record) record.body = `${record.body} ${doc.body}`
    else documents.push(doc)
  }
  return { documents: [...documents, ...records], incomplete: pages.some((p) => !p.read) }
})

/**
 * A token that changes whenever the documents may have: cached under the same tags, but small,
 * so each search learns cheaply whether its index is still current.
 */
const getSearchVersion = cachedRead('search:version', EVERYTHING, async (): Promise<string> => randomUUID())

let current: { version: string; index: SiteSearchIndex; retryAt: number | null } | null = null
let building: { version: string; promise: Promise<SiteSearchIndex> } | null = null
let generation = 0

/** The index of today's published content, built on first use and after any save. */
export async function getSearchIndex(): Promise<SiteSearchIndex> {
  const version = await getSearchVersion()
  if (current?.version === version && (current.retryAt === null || Date.now() < current.retryAt)) return current.index
  if (building?.version !== version) {
    if (current?.version === version) generation++ // the last build missed some page: read them again
    const promise = getSearchDocuments(generation).then(({ documents, incomplete }) => {
      const index = createSearchIndex(documents)
      if (building?.promise === promise) building = null
      current = { version, index, retryAt: incomplete ? Date.now() + INCOMPLETE_RETRY_MS : null }
      return index
    })
    building = { version, promise }
    promise.catch(() => {
      if (building?.promise === promise) building = null
    })
  }
  return building!.promise
}

export type Promotion = { queries: string[]; links: { title: string; url: string; description: string | null }[] }

const normalizeForPromotion = (text: string) => fold(text).replace(/\s+/g, ' ').trim()

/** Editors' promoted results, by normalised query. */
export const getPromotions = cachedRead('search:promotions', includes(['promoted-results']), async (): Promise<Promotion[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'promoted-results', limit: 500, depth: 0, pagination: false })
  return docs.map((d) => ({
    queries: (d.queries ?? []).map(normalizeForPromotion).filter(Boolean),
    links: (d.links ?? []).flatMap((l) => {
      const href = safeHref(l.url)
      return href ? [{ title: l.title, url: href, description: l.description || null }] : []
    }),
  }))
})

/** The promoted links for one query, in editor order, without repeats. */
export async function promotedFor(query: string): Promise<Promotion['links']> {
  const q = normalizeForPromotion(query)
  if (!q) return []
  const seen = new Set<string>()
  return (await getPromotions())
    .filter((p) => p.queries.includes(q))
    .flatMap((p) => p.links)
    .filter((l) => !seen.has(l.url) && seen.add(l.url))
}
