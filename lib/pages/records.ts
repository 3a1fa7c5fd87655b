import type { CollectionSlug } from 'payload'
import type { ShownCollection } from '@/lib/cache/tags'
import type { Programme } from '@/lib/cms/payload-types'
import { routeSegment } from '@/lib/text/route-segment'
import { composedPathProblem } from './composed-paths'
import type { PagePath } from './registry'

/**
 * A page that shows one record, found by the key its URL carries. Next serves it from
 * `<route>/<key>` (the route folder `app/(site)<route>/[…]/page.tsx`); the public URL is that path
 * too, unless the spec gives a query-string URL, `<query.page>?<query.param>=<key>`, which
 * proxy.ts rewrites onto the route.
 */
type DetailPage = {
  /** The page's name (the share-card kind, the link checks' set of known keys). */
  name: string
  route: `/${string}`
  query?: { page: PagePath; param: string }
  /** What a record of this page is called (a link check's `no feature story "x"`). */
  noun: string
}

/** The page that lists records, and their own page when they have one. */
type Listing = { list: PagePath; page?: DetailPage }

type RecordEntry =
  /** One kind of page for every record, keyed by its slug or id. */
  | (Listing & { key: 'slug' | 'id' })
  /** Where a record is seen depends on its `kind`; `list` is for a record whose kind is not chosen yet. */
  | { key: 'slug'; list: PagePath; kinds: Record<string, Listing> }
  /** Each record names its own registered page in its `route` field. */
  | { key: 'route'; list: PagePath }
  /** Each record is a page of its own at the address in its `path` field (lib/pages/composed-paths.ts). */
  | { key: 'path'; list: PagePath }

const PROGRAMME_KINDS = {
  undergraduate: {
    list: '/undergrad',
    page: {
      name: 'undergraduate',
      route: '/undergrad',
      query: { page: '/undergrad', param: 'degree' },
      noun: 'undergraduate programme',
    },
  },
  graduate: { list: '/grad', page: { name: 'graduate', route: '/grad', noun: 'graduate programme' } },
  extension: { list: '/extensionprograms' },
  certificate: { list: '/certificateprograms' },
} as const satisfies Record<Programme['kind'], Listing>

/**
 * Where the records of each collection are seen, written once beside the page registry: the
 * public URL of a record, the route Next serves it from, the page that lists it, and how a URL is
 * read back into the record's key. Links, metadata, share URLs, feeds, the sitemap, previews,
 * redirects on slug change, the SEO plugin's preview, the proxy's rewrites and the link checks
 * derive from it (the functions below), so a new kind of record page is one entry here and its
 * view. In the order the sitemap lists the records.
 */
export const RECORDS = {
  programmes: { key: 'slug', list: '/undergrad', kinds: PROGRAMME_KINDS },
  stories: {
    key: 'slug',
    list: '/allfeaturestories',
    page: {
      name: 'story',
      route: '/featurestory',
      query: { page: '/featurestory', param: 'article' },
      noun: 'feature story',
    },
  },
  articles: { key: 'slug', list: '/news', page: { name: 'article', route: '/news', noun: 'news or sports article' } },
  jobs: { key: 'id', list: '/careers', page: { name: 'job', route: '/careers', noun: 'job' } },
  colleges: { key: 'route', list: '/collegeschools' },
  pages: { key: 'path', list: '/' },
} as const satisfies Partial<Record<CollectionSlug, RecordEntry>>

/**
 * How many records of each kind of record page a build prerenders (the most recent ones), so that
 * build time does not grow with the content; every other record renders on its first request and
 * is cached from then on (`dynamicParams`).
 */
export const PRERENDERED_RECORDS = 50

/**
 * The shown collections (lib/cache/tags.ts) whose records have no page of their own and no list
 * the table gives them, and where they are seen instead. A shown collection must be here or in
 * RECORDS (the type and records.test.ts insist).
 */
export const NO_PAGE_OF_ITS_OWN = {
  banners: 'the slides of the home page carousel',
  'upcoming-events': 'the event sliders of the home, news and events, parents and giving pages (each opens in a modal)',
  'sports-houses': 'the Sports Day panel of the home page',
  'donation-campaigns': 'the totals on the giving pages that name a campaign',
  departments: 'tiles on /alldepartments and the college pages (each leads to its own website)',
  minors: 'the table of /minors',
  'calendar-events': 'the academic and events calendars, by month',
  'calendar-downloads': 'the calendars’ downloads',
  'directory-entries': 'the department directory (/searchDepartment)',
  'office-hours': 'the opening hours (/openinghours)',
  'keyword-groups': 'the keyword search (/keywordsearch)',
  'promoted-results': 'the top of site search results',
  'page-seo': 'the search and share overrides of registry pages',
  media: 'pictures inside the pages that show them',
  documents: 'files the pages link to',
  redirects: 'answers where a page would be missing',
  alerts: 'the site-wide alert above every page',
  forms: 'the Form blocks of the composed pages that put them on',
} as const satisfies Record<Exclude<ShownCollection, keyof typeof RECORDS>, string>

export type RecordCollection = keyof typeof RECORDS

type PageNames<E> = E extends { page: { name: infer N extends string } }
  ? N
  : E extends { kinds: infer K }
    ? { [P in keyof K]: PageNames<K[P]> }[keyof K]
    : never

/** The name of a kind of record page (`story`, `undergraduate`, `job`…). */
export type RecordPage = { [C in RecordCollection]: PageNames<(typeof RECORDS)[C]> }[RecordCollection]

/** The collections with record pages of their own, whose URLs the sitemap lists (in the table's order). */
export type PagedCollection = {
  [C in RecordCollection]: PageNames<(typeof RECORDS)[C]> extends never ? never : C
}[RecordCollection]

export type RecordPageEntry = {
  name: RecordPage
  collection: PagedCollection
  list: PagePath
  route: `/${string}`
  query?: { page: PagePath; param: string }
  noun: string
}

const entries = Object.entries(RECORDS) as [RecordCollection, RecordEntry][]

const listingsOf = (entry: RecordEntry): Listing[] =>
  'kinds' in entry ? Object.values(entry.kinds) : 'page' in entry ? [entry] : []

/** Every kind of record page, with its collection and list page. */
export const RECORD_PAGES: readonly RecordPageEntry[] = entries.flatMap(([collection, entry]) =>
  listingsOf(entry).flatMap(({ list, page }) =>
    page ? [{ ...page, name: page.name as RecordPage, collection: collection as PagedCollection, list }] : [],
  ),
)

/** The collections whose record URLs the sitemap lists, in the table's order. */
export const PAGED_COLLECTIONS: readonly PagedCollection[] = [...new Set(RECORD_PAGES.map((p) => p.collection))]

const pageNamed = new Map(RECORD_PAGES.map((p) => [p.name, p]))

export function isRecordCollection(collection: string): collection is RecordCollection {
  return Object.hasOwn(RECORDS, collection)
}

/** The public URL of the record with this key on a kind of record page (`/featurestory?article=<slug>`). */
export function recordPath(page: RecordPage, key: string | number): string {
  const { query, route } = pageNamed.get(page)!
  const encoded = encodeURIComponent(String(key))
  return query ? `${query.page}?${query.param}=${encoded}` : `${route}/${encoded}`
}

/** The path Next serves the record from (`/featurestory/<slug>`): where proxy.ts rewrites its public URL, where stored redirects are looked up. */
export function recordRoute(page: RecordPage, key: string | number): string {
  return `${pageNamed.get(page)!.route}/${encodeURIComponent(String(key))}`
}

/** The fields of a record its URL and list page are made from, as a read or a hook has them. */
export type RecordFields = { id?: unknown; slug?: unknown; kind?: unknown; route?: unknown; path?: unknown }

function listingOf(collection: RecordCollection, doc: RecordFields): Listing {
  const entry: RecordEntry = RECORDS[collection]
  if (!('kinds' in entry)) return entry
  return (typeof doc.kind === 'string' && Object.hasOwn(entry.kinds, doc.kind) ? entry.kinds[doc.kind] : null) ?? entry
}

/** A record's key as its URL carries it, or null when it has none yet (no slug; a job not saved yet) or one no URL can carry. */
function keyOf(key: 'slug' | 'id', doc: RecordFields): string | null {
  const value = doc[key]
  if (key === 'id')
    return (typeof value === 'number' || typeof value === 'string') && /^[1-9]\d*$/.test(String(value))
      ? String(value)
      : null
  return typeof value === 'string' && value !== '' ? value : null
}

/**
 * The public URL of a record (a path on the site), from the fields it needs; null when the record
 * has no page of its own (an extension programme) or no address yet.
 */
export function recordUrl(collection: RecordCollection, doc: RecordFields): string | null {
  const entry: RecordEntry = RECORDS[collection]
  if (entry.key === 'route')
    return typeof doc.route === 'string' && /^\/[A-Za-z0-9_-]+$/.test(doc.route) ? doc.route : null
  if (entry.key === 'path')
    return typeof doc.path === 'string' && composedPathProblem(doc.path) === null ? doc.path : null
  const page = listingOf(collection, doc).page
  const key = keyOf(entry.key, doc)
  return page && key !== null ? recordPath(page.name as RecordPage, key) : null
}

/** The page that lists a record (its breadcrumb parent; where it is previewed while it has no page of its own or no address). */
export function recordList(collection: RecordCollection, doc: RecordFields = {}): PagePath {
  return listingOf(collection, doc).list
}

/** A record's public query-string URL read back into its page and key (`/featurestory?article=<slug>`). */
function queryRecord(
  pathname: string,
  search: URLSearchParams | undefined,
): { page: RecordPageEntry; key: string } | null {
  for (const page of RECORD_PAGES) {
    const key = page.query && pathname === page.query.page ? search?.get(page.query.param) : null
    if (key) return { page, key }
  }
  return null
}

/**
 * The record a URL on the site shows, read back into its page and key: its public URL
 * (`/featurestory?article=<slug>`) or the route Next serves it from (`/featurestory/<slug>`);
 * null for any other path.
 */
export function recordAt(pathname: string, search?: URLSearchParams): { page: RecordPage; key: string } | null {
  const queried = queryRecord(pathname, search)
  if (queried) return { page: queried.page.name, key: queried.key }
  for (const page of RECORD_PAGES) {
    const segment = pathname.startsWith(`${page.route}/`) ? pathname.slice(page.route.length + 1) : ''
    if (segment && !segment.includes('/')) return { page: page.name, key: routeSegment(segment) }
  }
  return null
}

/** Where proxy.ts serves a public query-string record URL from (`/featurestory?article=a` → `/featurestory/a`); null for any other URL. */
export function recordRewrite(pathname: string, search: URLSearchParams): string | null {
  const queried = queryRecord(pathname, search)
  return queried ? recordRoute(queried.page.name, queried.key) : null
}
