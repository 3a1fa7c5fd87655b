import type { ShownCollection } from '@/lib/cache/tags'
import type { PagePath } from './registry'

/** A kind of record a list may be narrowed to: the heading of its part of the list page, and what its records are called. */
type Kind = { heading: string; noun: string }

/**
 * A list page that pages through every published record of a collection, in its list's order
 * (newest first; open jobs soonest deadline first; the directory by name), and, for a list by
 * year, through each year (and, for a list with kinds, each kind) the same way.
 */
type ArchiveEntry = {
  /** The collection the list shows (its last change dates every page of the list in the sitemap). */
  collection: ShownCollection
  /** The registered list page: page 1 of everything, and the public URL every other page of the list is a query on. */
  list: PagePath
  /**
   * Where Next serves every other page from (its route folder under app/(site)): `<route>/<year>/<page>`,
   * or `<route>/<kind>/<year>/<page>` for a list with kinds, `all` standing for no kind or year;
   * `<route>/<page>` for a list not by year.
   */
  route: `/${string}`
  /** Records on one page. */
  pageSize: number
  /** Whether the list has an archive of each year (`?year=`), by its records' publication date. */
  byYear: boolean
  /** What the records are called in a year's or a kind's title ("Feature stories from 2019"). */
  noun: string
  /** The kinds the list may be narrowed to (`?kind=`). Without a kind or a year, such a list shows its kinds side by side, page n of each. */
  kinds?: Record<string, Kind>
}

/**
 * Every archive, written once beside the record table: the public URL of each of its pages
 * (`/allfeaturestories?year=2019&page=2`), the route Next serves it from (which proxy.ts rewrites
 * the public URL onto, so each page is cached like a record page) and how a URL is read back.
 * Page links, canonical URLs, titles and the sitemap derive from it.
 */
export const ARCHIVES = {
  /** Spec §9: /allfeaturestories shows 100 stories. */
  stories: {
    collection: 'stories',
    list: '/allfeaturestories',
    route: '/allfeaturestories/archive',
    pageSize: 100,
    byYear: true,
    noun: 'Feature stories',
  },
  /** Spec §4: the news list and the sports list each keep their first 10 articles. */
  articles: {
    collection: 'articles',
    list: '/news',
    route: '/news/archive',
    pageSize: 10,
    byYear: true,
    noun: 'News and sports',
    kinds: {
      news: { heading: 'News', noun: 'News articles' },
      sports: { heading: 'Sports', noun: 'Sports articles' },
    },
  },
  /** Spec §9: jobs are read 30 a page; /careers pages through every open job, soonest deadline first. */
  jobs: {
    collection: 'jobs',
    list: '/careers',
    route: '/careers/archive',
    pageSize: 30,
    byYear: false,
    noun: 'Open positions',
  },
  /**
   * Spec §7 reads the undergraduate list 50 a page (`u_programs?per_page=50`): the demo's fit on
   * the first page, as the spec shows them; a larger catalogue pages on, 50 a page, like /grad.
   */
  undergraduate: {
    collection: 'programmes',
    list: '/undergrad',
    route: '/undergrad/archive',
    pageSize: 50,
    byYear: false,
    noun: 'Undergraduate programmes',
  },
  /**
   * Spec §7 reads the graduate and extension lists 50 a page (`g_programs?per_page=50`,
   * `extensiondegrees?per_page=50`); every programme is listed (README, "Deliberate departures"),
   * 50 a page. The certificate table, which the spec does not have, the same.
   */
  graduate: {
    collection: 'programmes',
    list: '/grad',
    route: '/grad/archive',
    pageSize: 50,
    byYear: false,
    noun: 'Graduate programmes',
  },
  extension: {
    collection: 'programmes',
    list: '/extensionprograms',
    route: '/extensionprograms/archive',
    pageSize: 50,
    byYear: false,
    noun: 'Extension programmes',
  },
  certificate: {
    collection: 'programmes',
    list: '/certificateprograms',
    route: '/certificateprograms/archive',
    pageSize: 50,
    byYear: false,
    noun: 'Certificate programmes',
  },
  /**
   * The spec sets no page size for the department directory: 100 entries (about 500 bytes of HTML
   * each) keep a page near 120 KB; the demo's 40 fit the first page, as the spec shows them.
   */
  directory: {
    collection: 'directory-entries',
    list: '/searchDepartment',
    route: '/searchDepartment/archive',
    pageSize: 100,
    byYear: false,
    noun: 'Offices and departments',
  },
} as const satisfies Record<string, ArchiveEntry>

export type ArchiveName = keyof typeof ARCHIVES

/** One page of an archive: of everything, of one kind, of one year (of one kind); `year` is null in a list not by year. */
export type ArchivePage = { archive: ArchiveName; kind: string | null; year: number | null; page: number }

/** A year that has published records, and how many. */
export type YearCount = { year: number; count: number }

const ALL = 'all'
/** A page number as a URL writes it: no sign, no leading zero, no more than six digits. */
const PAGE_NUMBER = /^[1-9]\d{0,5}$/
const YEAR = /^\d{4}$/

const entryOf = (archive: ArchiveName): ArchiveEntry => ARCHIVES[archive]
const kindsOf = (archive: ArchiveName): Record<string, Kind> | undefined => entryOf(archive).kinds
const byYear = (archive: ArchiveName): boolean => entryOf(archive).byYear
/** What the records of a page are called: its kind's noun, or the archive's ("Sports articles", "Feature stories"). */
export const archiveNoun = (view: ArchivePage): string =>
  (view.kind === null ? undefined : kindsOf(view.archive)?.[view.kind]?.noun) ?? entryOf(view.archive).noun

/** A page number from a URL, or null when it is not one (`abc`, `0`, `02`, `-1`, `1.5`). */
export function parsePageNumber(value: string | null | undefined): number | null {
  return typeof value === 'string' && PAGE_NUMBER.test(value) ? Number(value) : null
}

/** A year from a URL, or null when it is not one or the list has no archive by year. */
function parseYear(archive: ArchiveName, value: string): number | null {
  return byYear(archive) && YEAR.test(value) ? Number(value) : null
}

function parseKind(archive: ArchiveName, value: string): string | null {
  const kinds = kindsOf(archive)
  return kinds && Object.hasOwn(kinds, value) ? value : null
}

/** The public URL of an archive page: the list page, with `kind`, `year` and `page` (only past 1) as its query. */
export function archivePath({ archive, kind, year, page }: ArchivePage): string {
  const query = new URLSearchParams()
  if (kind !== null) query.set('kind', kind)
  if (year !== null) query.set('year', String(year))
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `${entryOf(archive).list}?${search}` : entryOf(archive).list
}

/** The path Next serves an archive page from (`/allfeaturestories/archive/2019/2`): where proxy.ts rewrites its public URL. */
export function archiveRoute({ archive, kind, year, page }: ArchivePage): string {
  const segments = [
    ...(kindsOf(archive) ? [kind ?? ALL] : []),
    ...(byYear(archive) ? [year === null ? ALL : String(year)] : []),
    String(page),
  ]
  return `${entryOf(archive).route}/${segments.join('/')}`
}

/** The segment names of an archive's route folder, in order (`[kind]/[year]/[page]`, `[year]/[page]`, `[page]`). */
export function archiveSegments(archive: ArchiveName): readonly ('kind' | 'year' | 'page')[] {
  return [...(kindsOf(archive) ? (['kind'] as const) : []), ...(byYear(archive) ? (['year'] as const) : []), 'page']
}

/**
 * An archive page read back from its route's segments (as archiveRoute writes them), or null when
 * they name none: a page the route answers 404 for.
 */
export function archiveFromRoute(
  archive: ArchiveName,
  segments: Partial<Record<'kind' | 'year' | 'page', string>>,
): ArchivePage | null {
  const page = parsePageNumber(segments.page)
  const dated = byYear(archive)
  const year = dated && segments.year !== ALL ? parseYear(archive, segments.year ?? '') : null
  const hasKinds = kindsOf(archive) !== undefined
  const kind = hasKinds && segments.kind !== ALL ? parseKind(archive, segments.kind ?? '') : null
  const named =
    page !== null &&
    (dated ? segments.year === ALL || year !== null : segments.year === undefined) &&
    (hasKinds ? segments.kind === ALL || kind !== null : segments.kind === undefined)
  return named ? { archive, kind, year, page } : null
}

/** The archive page a path on the site is served as (an archive route), or null. */
export function archiveAt(pathname: string): ArchivePage | null {
  for (const archive of Object.keys(ARCHIVES) as ArchiveName[]) {
    const prefix = `${entryOf(archive).route}/`
    if (!pathname.startsWith(prefix)) continue
    const values = pathname.slice(prefix.length).split('/')
    const names = archiveSegments(archive)
    if (values.length !== names.length) return null
    return archiveFromRoute(archive, Object.fromEntries(names.map((name, i) => [name, values[i]])))
  }
  return null
}

const QUERY_PARAMS = ['kind', 'year', 'page'] as const

/** A path on an archive's route whose segments name no page, so the route answers 404. */
const noPageRoute = (archive: ArchiveName): string =>
  `${entryOf(archive).route}/${archiveSegments(archive)
    .map(() => '-')
    .join('/')}`

/**
 * What proxy.ts does with a list page's query: an archive page's public URL is rewritten onto its
 * route; `?page=1` is redirected permanently to the same URL without it; a query naming no page
 * (`?page=abc`, `?year=19`, an unknown kind) is rewritten onto the route with nothing it accepts,
 * which answers 404. Null for any other URL (the list page itself, with or without other queries).
 */
export function archiveRewrite(
  pathname: string,
  search: URLSearchParams,
): { action: 'rewrite' | 'redirect'; to: string } | null {
  const archive = (Object.keys(ARCHIVES) as ArchiveName[]).find((name) => entryOf(name).list === pathname)
  if (!archive || !QUERY_PARAMS.some((name) => search.has(name))) return null
  const raw = { kind: search.get('kind'), year: search.get('year'), page: search.get('page') }
  const page = raw.page === null ? 1 : parsePageNumber(raw.page)
  const year = raw.year === null ? null : parseYear(archive, raw.year)
  const kind = raw.kind === null ? null : parseKind(archive, raw.kind)
  if (page === null || (raw.year !== null && year === null) || (raw.kind !== null && kind === null)) {
    return { action: 'rewrite', to: noPageRoute(archive) }
  }
  if (raw.page === '1') {
    const rest = new URLSearchParams(search)
    rest.delete('page')
    const query = rest.toString()
    return { action: 'redirect', to: query ? `${pathname}?${query}` : pathname }
  }
  return { action: 'rewrite', to: archiveRoute({ archive, kind, year, page }) }
}

/** How many pages a list of `count` records fills (none for none). */
export const pageCount = (archive: ArchiveName, count: number): number => Math.ceil(count / entryOf(archive).pageSize)

/**
 * How many pages the list without kind or year has: one at least (it says so when nothing is
 * published yet); for a list with kinds, shown side by side, as many as its longest kind fills.
 */
export function listPageCount(archive: ArchiveName, totals: Partial<Record<string, number>>): number {
  const kinds = kindsOf(archive)
  const counts = kinds ? Object.keys(kinds).map((kind) => totals[kind] ?? 0) : [totals[ALL] ?? 0]
  return Math.max(1, ...counts.map((count) => pageCount(archive, count)))
}

/** The archive's kinds, in the table's order, with their headings and nouns. */
export function archiveKinds(archive: ArchiveName): ({ kind: string } & Kind)[] {
  return Object.entries(kindsOf(archive) ?? {}).map(([kind, names]) => ({ kind, ...names }))
}

/** What a page is titled: the list's own title, a kind's or a year's, then "– page n" past the first. */
export function archiveTitle(view: ArchivePage, listTitle: string): string {
  const base =
    view.year !== null ? `${archiveNoun(view)} from ${view.year}` : view.kind !== null ? archiveNoun(view) : listTitle
  return view.page > 1 ? `${base} – page ${view.page}` : base
}

/** What a page is about, for search engines: the list's own description, a kind's or a year's, then which page it is. */
export function archiveDescription(view: ArchivePage, listDescription: string): string {
  const base =
    view.year !== null
      ? `${archiveNoun(view)} published in ${view.year}, newest first.`
      : view.kind !== null
        ? `${archiveNoun(view)}, newest first.`
        : listDescription
  return view.page > 1 ? `${base} Page ${view.page}.` : base
}

/** Whether a page is the list page itself (page 1 of everything), which the page registry owns. */
export const isListPage = (view: ArchivePage): boolean => view.kind === null && view.year === null && view.page === 1

/** How many records a list (of every kind, or of one) holds, and, for a list by year, how many each year has, newest first. */
export type ArchiveCount = { total: number; years: readonly YearCount[] }

/** A list by year's count: its years' counts and their sum. */
export const countOfYears = (years: readonly YearCount[]): ArchiveCount => ({
  total: years.reduce((sum, { count }) => sum + count, 0),
  years,
})

/**
 * Every page of an archive but the list page itself (the page registry lists that one), from how
 * many records each kind (`null`: every kind) holds and, for a list by year, in which years,
 * newest first: what the sitemap lists.
 */
export function archivePages(archive: ArchiveName, counts: ReadonlyMap<string | null, ArchiveCount>): ArchivePage[] {
  const total = (kind: string | null) => counts.get(kind)?.total ?? 0
  const yearsOf = (kind: string | null) => (byYear(archive) ? (counts.get(kind)?.years ?? []) : [])
  const pagesOf = (kind: string | null, year: number | null, count: number): ArchivePage[] =>
    Array.from({ length: pageCount(archive, count) }, (_, i) => ({ archive, kind, year, page: i + 1 }))
  const kinds = archiveKinds(archive).map(({ kind }) => kind)
  const totals = Object.fromEntries([[ALL, total(null)], ...kinds.map((kind) => [kind, total(kind)])])
  const list = Array.from({ length: listPageCount(archive, totals) - 1 }, (_, i) => ({
    archive,
    kind: null,
    year: null,
    page: i + 2,
  }))
  const selections = [null, ...kinds].flatMap((kind) => [
    ...(kind === null ? [] : pagesOf(kind, null, total(kind))),
    ...yearsOf(kind).flatMap(({ year, count }) => pagesOf(kind, year, count)),
  ])
  return [...list, ...selections]
}
