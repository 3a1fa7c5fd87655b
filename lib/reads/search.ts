import 'server-only'
import { randomUUID } from 'node:crypto'
import { after } from 'next/server'
import { CALENDAR_KINDS, currentMonth, dateKey, nextMonth } from '@/lib/calendar/month'
import { CALENDAR_PATHS, CALENDAR_TITLES } from '@/lib/calendar/request'
import { SOURCES, includes, type Source } from '@/lib/cache/tags'
import { employmentTypeLabel } from '@/lib/careers/employment-type'
import { config } from '@/lib/config.mjs'
import { findPage, LISTED_PAGES, type PageEntry } from '@/lib/pages'
import { persist, recall } from '@/lib/resilience/last-good'
import { createSearchIndex, fold, type SearchDocument, type SiteSearchIndex } from '@/lib/search/fulltext'
import { pageTextFromHtml } from '@/lib/search/page-text'
import { safeHref } from '@/lib/search/keywords'
import { formatDeadlineKey } from '@/lib/text/dates'
import { lexicalToPlainText } from '@/lib/text/plain-text'
import { listArticleUrls, getArticle } from './articles'
import { cachedRead } from './cached-read'
import { getFeedEvents, jamaicaStart } from './calendar'
import { getCollege, getColleges, getCollegesWithDepartments } from './colleges'
import { getDirectoryEntries, getOfficeHours } from './directory'
import { getDocuments, type DocumentCategory } from './documents'
import { getOpenJob, getOpenJobs, jobPath } from './jobs'
import { getPayloadClient } from './payload'
import { draftModeOn } from './preview'
import { listProgrammeDetails, type ProgrammeKind } from './programmes'
import { getStories, getStory } from './stories'
import { getUpcomingEvents, LISTED_AFTER_START_MS, type UpcomingEvent } from './upcoming-events'
import { readAsPublic } from './visible'

/**
 * What the site search finds, and the index it is found in.
 *
 * Every record comes through the same reads the public pages use (as visitors see them, even when
 * an editor's preview searches), so whatever they leave out (drafts, unpublished records, closed
 * jobs, past events) the index leaves out too. Pages are read as rendered, from the server itself:
 * their facts come from components, policy constants and the records they show, not only their
 * MDX source.
 *
 * The documents come in parts, each read from the sources its documents hold (the stories, the
 * programmes, the pages that show documents…). Each part has a small version token, cached under
 * its sources' tags: a save expires the tokens of the parts it touches, on every instance, and the
 * next search reads those parts again and changes only their documents that changed in the index
 * (lib/search/fulltext.ts `setPart`). So a story's save reads the stories again, and (behind the
 * search) the pages that show stories, not the programmes or the other pages. The documents
 * themselves are not kept in Next's data cache: a server builds its index from the reads when it
 * starts (warmed by POST /api/startup), never from documents a previous process made, and keeps each
 * part's last good documents on disk only for when its reads fail (bench/search.mjs reads them as
 * the corpus the server indexed).
 */

const DOCUMENT_CATEGORIES: DocumentCategory[] = ['form', 'handbook', 'bulletin', 'calendar', 'policy', 'brochure', 'other']
const READ_CONCURRENCY = 4
/** Pages read at once from the server itself, across every part: the crawl must leave room for visitors. */
const CRAWL_CONCURRENCY = 4
const CRAWL_TIMEOUT_MS = 20_000
const CRAWL_ATTEMPTS = 2
/** How soon a part missing some page's text, or that could not be read, is read again. */
const RETRY_MS = 30_000
/**
 * How often pages showing records that leave by time (a job closing, an event past) are read
 * again without a save: their lists drop those records when the page regenerates (hourly for the
 * job lists), and nothing expires a tag then.
 */
const TIMED_PAGE_MS = 60 * 60 * 1000
const TIMED_SOURCES: readonly Source[] = ['jobs', 'upcoming-events', 'calendar-events']

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

/** At most `slots` of the tasks given to it run at once, whoever gives them. */
function limiter(slots: number) {
  let free = slots
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (free > 0) free--
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      // The slot passes straight to the next task waiting, if any.
      const next = waiting.shift()
      if (next) next()
      else free++
    }
  }
}
const crawlSlot = limiter(CRAWL_CONCURRENCY)

/** The earliest of some times (ms), or null for none. */
const earliest = (...times: (number | null | undefined)[]): number | null => {
  const known = times.filter((t): t is number => typeof t === 'number' && Number.isFinite(t))
  return known.length ? Math.min(...known) : null
}

/** A registry page: its title and description, and the text of its `<main>` as rendered (read: false when it could not be). */
async function pageDocument(entry: PageEntry): Promise<{ doc: SearchDocument; read: boolean }> {
  const doc: SearchDocument = { id: `page:${entry.path}`, kind: 'page', title: entry.title, headings: '', body: entry.description, url: entry.path }
  let problem = ''
  for (let attempt = 1; attempt <= CRAWL_ATTEMPTS; attempt++) {
    try {
      const html = await crawlSlot(async () => {
        const response = await fetch(`${config.ownOrigin}${entry.path}`, { signal: AbortSignal.timeout(CRAWL_TIMEOUT_MS), headers: { 'x-site-search': '1' } })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        return response.text()
      })
      const text = pageTextFromHtml(html)
      // The page's introduction usually is its description; keep the words once.
      const body = text.body.includes(entry.description) ? text.body : `${entry.description} ${text.body}`
      return { doc: { ...doc, headings: text.headings.join(' · '), body }, read: true }
    } catch (error) {
      problem = (error as Error).message
    }
  }
  // Found by its title and description meanwhile; its part is read again soon (RETRY_MS).
  console.warn(`[search] could not read ${entry.path} for the index: ${problem}`)
  return { doc, read: false }
}

/** What one part's read gives. */
type PartDocuments = {
  documents: SearchDocument[]
  /** Some page could not be read: read the part again soon. */
  incomplete?: boolean
  /** When its documents change by themselves (ms): a job closes, an event passes. */
  changesAt?: number | null
}

type Part = {
  name: string
  /** The collections and globals its documents hold: their saves expire its version. */
  sources: readonly Source[]
  /** Pages read from the server itself: after the first build, read again behind the search rather than before it. */
  crawled: boolean
  read: () => Promise<PartDocuments>
  /** A token that changes whenever its documents may have: small, so a search learns cheaply whether the part is current. */
  version: () => Promise<string>
}

function part(name: string, sources: readonly Source[], read: () => Promise<PartDocuments>, crawled = false): Part {
  return { name, sources, crawled, read, version: cachedRead(`search:version:${name}`, includes(sources), async () => randomUUID()) }
}

const programmes = part('programmes', ['programmes', 'departments', 'colleges'], async () => {
  const kinds: ProgrammeKind[] = ['undergraduate', 'graduate', 'extension', 'certificate']
  const lists = await Promise.all(kinds.map((kind) => listProgrammeDetails(kind)))
  const documents = lists.flat().map((p): SearchDocument => {
    const summary = join(p.kind === 'certificate' ? p.certificateLevel : p.level, p.campuses.join(', '), p.modalities.join(', '))
    const body = p.url
      ? [
          `${p.kind} programme`,
          summary,
          p.duration,
          lexicalToPlainText(p.overview),
          lexicalToPlainText(p.description),
          lexicalToPlainText(p.matriculationRequirements),
          lexicalToPlainText(p.provisionalRequirements),
          p.skills.join(', '),
          p.careers.join(', '),
          p.graduateBenefit,
        ]
      : // Extension and certificate programmes have no page of their own: their table row is all there is.
        [`${p.kind} programme`, summary]
    return {
      id: `programme:${p.kind}:${p.slug}`,
      kind: 'programme',
      title: p.name,
      headings: join(p.department?.name, p.college?.name),
      body: body.filter(Boolean).join(' '),
      url: p.url ?? (p.kind === 'extension' ? '/extensionprograms' : '/certificateprograms'),
    }
  })
  return { documents }
})

const colleges = part('colleges', ['colleges', 'departments'], async () => {
  const [list, withDepartments] = await Promise.all([getColleges(), getCollegesWithDepartments()])
  const records = await mapLimited(list, READ_CONCURRENCY, async (c): Promise<SearchDocument> => {
    const d = await getCollege(c.code)
    const url = safeHref(c.route) ?? '/collegeschools'
    const body = [
      c.summary,
      d?.dean.name,
      lexicalToPlainText(d?.dean.message),
      ...(d?.research ?? []).flatMap((r) => [r.title, r.summary]),
      ...(d?.topAchievers ?? []).flatMap((a) => [a.name, a.programme, a.achievement]),
      d?.successStory?.quote,
      // The college's page is this record's (the pages' parts leave it out): its description joins the record.
      findPage(url)?.description,
    ]
    return {
      id: `college:${c.code}`,
      kind: 'college',
      title: c.name,
      headings: (d?.departments ?? []).map((x) => x.name).join(' · '),
      body: body.filter(Boolean).join(' '),
      url,
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
  return { documents: [...records, ...departments] }
})

const stories = part('stories', ['stories'], async () => {
  const cards = await getStories(1000)
  const documents = await mapLimited(cards, READ_CONCURRENCY, async (s): Promise<SearchDocument> => {
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
  return { documents }
})

const articles = part('articles', ['articles'], async () => {
  const urls = await listArticleUrls()
  const slugs = urls.map(({ url }) => decodeURIComponent(url.slice(url.lastIndexOf('/') + 1)))
  const found = await mapLimited(slugs, READ_CONCURRENCY, (slug) => getArticle(slug))
  const documents = found.flatMap((a): SearchDocument[] =>
    a
      ? [{ id: `news:${a.slug}`, kind: 'news', title: a.title, headings: a.writer, body: a.paragraphs.join(' '), url: `/news/${encodeURIComponent(a.slug)}` }]
      : [],
  )
  return { documents }
})

/** An upcoming event as search finds it: its place and its start, in the words the events slider shows them. */
export function eventDocument(e: UpcomingEvent): SearchDocument {
  return {
    id: `event:${e.slug}`,
    kind: 'event',
    title: e.name,
    headings: join(e.location, e.when),
    body: e.description ?? '',
    url: '/newsandevents',
  }
}

const events = part('events', ['upcoming-events'], async () => {
  const now = Date.now()
  // The read is cached until a save; an event leaves the list by time, so it is dropped here when it does.
  const listed = (await getUpcomingEvents(200)).filter((e) => Date.parse(e.date) + LISTED_AFTER_START_MS >= now)
  const documents = listed.map(eventDocument)
  return { documents, changesAt: earliest(...listed.map((e) => Date.parse(e.date) + LISTED_AFTER_START_MS + 1)) }
})

const calendars = part('calendars', ['calendar-events'], async () => {
  // This month's events and those to come, as the calendars open on this month.
  const month = currentMonth()
  const from = dateKey(month.year, month.month, 1)
  const lists = await Promise.all(CALENDAR_KINDS.map(async (calendar) => ({ calendar, events: await getFeedEvents(calendar, from) })))
  const documents = lists.flatMap(({ calendar, events }) =>
    events.map((e): SearchDocument => ({
      id: `calendar:${e.id}`,
      kind: 'event',
      title: e.name,
      headings: join(
        CALENDAR_TITLES[calendar],
        e.endDate === e.date ? formatDeadlineKey(e.date) : `${formatDeadlineKey(e.date)} to ${formatDeadlineKey(e.endDate)}`,
      ),
      body: e.description ?? '',
      url: `${CALENDAR_PATHS[calendar]}?month=${e.date.slice(0, 7)}`,
    })),
  )
  const next = nextMonth(month)
  return { documents, changesAt: Date.parse(jamaicaStart(dateKey(next.year, next.month, 1))) }
})

const jobs = part('jobs', ['jobs'], async () => {
  const open = await getOpenJobs(500)
  const details = await mapLimited(open, READ_CONCURRENCY, (j) => getOpenJob(j.id))
  const documents = details.flatMap((j): SearchDocument[] =>
    j
      ? [
          {
            id: `job:${j.id}`,
            kind: 'job',
            title: j.title,
            headings: join(j.department, employmentTypeLabel(j.employmentType)),
            body: lexicalToPlainText(j.description),
            url: jobPath(j.id),
          },
        ]
      : [],
  )
  // A job is open until its closing date has passed (lib/careers/deadline.ts): it leaves the index just after.
  return { documents, changesAt: earliest(...open.map((j) => Date.parse(j.closingDate) + 1)) }
})

const directory = part('directory', ['directory-entries', 'office-hours'], async () => {
  const [entries, hours] = await Promise.all([getDirectoryEntries(), getOfficeHours()])
  const documents = [
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
  ]
  return { documents }
})

const documentFiles = part('documents', ['documents'], async () => {
  const lists = await Promise.all(DOCUMENT_CATEGORIES.map((c) => getDocuments(c)))
  const documents = lists
    .flat()
    .map((d): SearchDocument => ({ id: `document:${d.key}`, kind: 'document', title: d.title, headings: d.category ?? '', body: '', url: d.url }))
  return { documents }
})

/**
 * What a page's text depends on besides its code and MDX: the records the registry says it shows,
 * and the site settings many pages quote (addresses, numbers, links). Pictures are not indexed, so
 * `media` is not among them.
 */
const pageSources = (entry: PageEntry): Source[] => [...new Set<Source>(['site-settings', ...(entry.shows ?? [])])].sort()

/**
 * The listed pages, one part per set of sources, so a save reads again only the pages that may
 * show it. A college's page is its record's (the colleges part, which takes its description): it
 * is left out here rather than indexed twice.
 */
const pageParts: Part[] = (() => {
  const groups = new Map<string, { sources: Source[]; entries: PageEntry[] }>()
  for (const entry of LISTED_PAGES) {
    if (entry.path === '/keywordsearch') continue
    const sources = pageSources(entry)
    const key = sources.join('+')
    const group = groups.get(key) ?? { sources, entries: [] }
    group.entries.push(entry)
    groups.set(key, group)
  }
  return [...groups].map(([key, { sources, entries }]) =>
    part(
      `pages:${key}`,
      sources,
      async () => {
        const claimed = new Set(sources.includes('colleges') ? (await getColleges()).map((c) => safeHref(c.route)) : [])
        const pages = await Promise.all(entries.filter((e) => !claimed.has(e.path)).map(pageDocument))
        const timed = sources.some((s) => TIMED_SOURCES.includes(s))
        return { documents: pages.map((p) => p.doc), incomplete: pages.some((p) => !p.read), changesAt: timed ? Date.now() + TIMED_PAGE_MS : null }
      },
      true,
    ),
  )
})()

const PARTS: readonly Part[] = [programmes, colleges, stories, articles, events, calendars, jobs, directory, documentFiles, ...pageParts]

/**
 * A token that changes whenever any part may have, cached under every source's tag: a search
 * compares it alone while nothing was saved, and the parts' own tokens only after a save.
 */
const getSearchVersion = cachedRead('search:version', includes(SOURCES), async (): Promise<string> => randomUUID())

type PartState = {
  /** The version of the part's documents in the index (null: not read yet). */
  version: string | null
  /** The version the read under way (or the next) is for. */
  wanted: string | null
  /** When to read it again without a save (a page missing, a job closing), or null. */
  readAgainAt: number | null
  reading: Promise<void> | null
}

const index = createSearchIndex()
const states = new Map<Part, PartState>(PARTS.map((p) => [p, { version: null, wanted: null, readAgainAt: null, reading: null }]))
let ready = false
let building: Promise<void> | null = null
/** The whole version the parts' tokens were last compared under. */
let checkedVersion: string | null = null
let checking: { version: string; promise: Promise<void> } | null = null

/** One part's documents: read, kept on disk as its last good ones, or those when the read fails. */
async function partDocuments(p: Part): Promise<{ documents: SearchDocument[]; readAgainAt: number | null }> {
  const key = `search:part:${p.name}`
  try {
    const { documents, incomplete = false, changesAt = null } = await p.read()
    if (!incomplete) void persist(key, documents)
    return { documents, readAgainAt: earliest(incomplete ? Date.now() + RETRY_MS : null, changesAt) }
  } catch (error) {
    const kept = await recall(key)
    if (!kept.found) throw error
    console.error(`[search] could not read ${p.name} for the index (${(error as Error).message}): its last good documents stand in`)
    return { documents: kept.value as SearchDocument[], readAgainAt: Date.now() + RETRY_MS }
  }
}

/**
 * Reads a part for `version` and puts its documents in the index; one read per part at a time (a
 * newer version asked for meanwhile is read once that one ends). Never rejects: a part that cannot
 * be read keeps the documents it had, and is tried again soon.
 */
function readPart(p: Part, version: string): Promise<void> {
  const state = states.get(p)!
  state.wanted = version
  state.reading ??= (async () => {
    try {
      for (;;) {
        const target = state.wanted!
        const { documents, readAgainAt } = await partDocuments(p)
        index.setPart(p.name, documents)
        state.version = target
        state.readAgainAt = readAgainAt
        if (state.wanted === target) return
      }
    } catch (error) {
      console.error(`[search] could not read ${p.name} for the index: ${(error as Error).message}`)
      state.readAgainAt = Date.now() + RETRY_MS
    } finally {
      state.reading = null
    }
  })()
  return state.reading
}

/** Work that goes on past the answer, handed to Next as it expects such work: through after(). */
function behindTheResponse(work: Promise<void>) {
  try {
    after(work)
  } catch {
    // Outside a request: the work runs on its own.
  }
}

const readAgainDue = (now: number) => [...states.values()].some((s) => !s.reading && s.readAgainAt !== null && s.readAgainAt <= now)

/** Every part, read before the first search is answered. */
async function build() {
  // Versions first: a save while the parts are read gives a newer version, read again by the next search.
  const version = await getSearchVersion()
  const versions = await Promise.all(PARTS.map((p) => p.version()))
  await Promise.all(PARTS.map((p, i) => readPart(p, versions[i])))
  checkedVersion = version
  ready = true
}

/**
 * Reads again the parts whose version changed (or that are due), waiting for the records' parts so
 * the next search finds what was just published; pages are read behind it, as rendering them
 * takes longer and the records they list are in their own parts.
 */
async function check(version: string) {
  const versions = await Promise.all(PARTS.map((p) => p.version()))
  const now = Date.now()
  const awaited: Promise<void>[] = []
  PARTS.forEach((p, i) => {
    const state = states.get(p)!
    const due = state.readAgainAt !== null && state.readAgainAt <= now
    if (versions[i] === state.version && !due) return
    const reading = readPart(p, versions[i])
    if (!p.crawled) awaited.push(reading)
    else behindTheResponse(reading)
  })
  await Promise.all(awaited)
  checkedVersion = version
}

/** The index of today's published content: built on first use (or at start), then kept current part by part. */
export async function getSearchIndex(): Promise<SiteSearchIndex> {
  return readAsPublic(async () => {
    if (!ready) {
      building ??= build().finally(() => (building = null))
      await building
      return index
    }
    // Draft mode turns Next's data cache off, so every token would look new: an editor's preview
    // searches the index as visitors last had it.
    if (await draftModeOn()) return index
    const version = await getSearchVersion()
    if (version === checkedVersion && !readAgainDue(Date.now())) return index
    if (checking?.version !== version) {
      const promise = check(version).finally(() => {
        if (checking?.promise === promise) checking = null
      })
      checking = { version, promise }
    }
    await checking.promise
    return index
  })
}

/** Builds the index behind a server's start (POST /api/startup), so the first search finds it ready. */
export async function warmSearchIndex(): Promise<void> {
  try {
    await getSearchIndex()
  } catch (error) {
    console.error(`[search] the index could not be built at start (the first search builds it): ${(error as Error).message}`)
  }
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
