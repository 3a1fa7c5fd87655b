import 'server-only'
import type { Where } from 'payload'
import type { College, Department, Minor, Programme } from '@/lib/cms/payload-types'
import {
  FINDER_PAGE_SIZE,
  finderPageCount,
  normalizeQuery,
  type FinderFacets,
  type FinderItem,
  type FinderPage,
  type FinderQuery,
} from '@/lib/programmes/finder'
import { CERTIFICATE, DOCTORAL, FINDER_SORT, ONLINE, finderLevels, finderWhere } from '@/lib/programmes/finder-filters'
import { LEVEL_COLUMNS, type LevelFlags } from '@/lib/programmes/format'
import { slugify } from '@/lib/text/slug'
import { includes, recordTag, withRelations } from '@/lib/cache/tags'
import { cachedRead } from './cached-read'
import { findAll, stableSort, type Chunk, type Page } from './find-all'
import { toImage, type Image } from './media'
import { getPayloadClient } from './payload'
import type { Paged } from './published'
import { visible } from './visible'
import { ARCHIVES } from '@/lib/pages/archives'
import { routeSegment } from '@/lib/text/route-segment'
import { recordList, recordUrl } from '@/lib/pages/records'
import { shareOverride } from '@/lib/seo/override'
import { lexicalToPlainText } from '@/lib/text/plain-text'
import type { ShareOverride } from '@/lib/seo/share-card'
import { fromPerYear, type ProgrammeFees } from '@/lib/costs/estimate'
import { formatAmount, type Amount } from '@/lib/policy/admissions-finance'

const formatPerYear = (a: Amount | null) => (a ? formatAmount(a, { group: true }) : null)

export type ProgrammeKind = Programme['kind']
export type RichText = NonNullable<Programme['overview']>

export type CollegeRef = { code: string; name: string; route: string }
export type DepartmentRef = { code: string; name: string; website: string | null; college: CollegeRef | null }

export type ProgrammeSummary = {
  id: number
  slug: string
  name: string
  kind: ProgrammeKind
  level: string | null
  certificateLevel: string | null
  levels: LevelFlags & { doctorate: boolean }
  extension: { day: boolean; evening: boolean; eastern: boolean; western: boolean; online: boolean }
  department: DepartmentRef | null
  college: CollegeRef | null
  campuses: string[]
  modalities: string[]
  thumbnail: Image | null
  /** The public URL of the detail page, or null for kinds without one. */
  url: string | null
  /** Yearly tuition: local in Jamaican dollars, international in US dollars (null when not published). */
  tuitionLocal: number | null
  tuitionInternational: number | null
  updatedAt: string
}

export type ProgrammeDetail = ProgrammeSummary & {
  meta: ShareOverride
  accredited: boolean
  duration: string | null
  tuitionLocal: number | null
  tuitionInternational: number | null
  overview: RichText | null
  description: RichText | null
  matriculationRequirements: RichText | null
  provisionalRequirements: RichText | null
  skills: string[]
  careers: string[]
  graduateBenefit: string | null
  backgroundImages: Image[]
  links: { label: string; url: string }[]
}

export type MinorItem = { name: string; department: DepartmentRef | null }

function toCollege(value: number | College | null | undefined): CollegeRef | null {
  if (!value || typeof value !== 'object') return null
  return { code: value.code, name: value.name, route: value.route }
}

export function toDepartment(value: number | Department | null | undefined): DepartmentRef | null {
  if (!value || typeof value !== 'object') return null
  return { code: value.code, name: value.name, website: value.website || null, college: toCollege(value.college) }
}

function toSummary(p: Programme): ProgrammeSummary {
  const department = toDepartment(p.department)
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    kind: p.kind,
    level: p.level ?? null,
    certificateLevel: p.certificateLevel ?? null,
    levels: {
      associateScience: Boolean(p.levels?.associateScience),
      associateArts: Boolean(p.levels?.associateArts),
      bachelorScience: Boolean(p.levels?.bachelorScience),
      bachelorArts: Boolean(p.levels?.bachelorArts),
      doctorate: Boolean(p.levels?.doctorate),
    },
    extension: {
      day: Boolean(p.extension?.day),
      evening: Boolean(p.extension?.evening),
      eastern: Boolean(p.extension?.eastern),
      western: Boolean(p.extension?.western),
      online: Boolean(p.extension?.online),
    },
    department,
    college: department?.college ?? null,
    campuses: p.campuses ?? [],
    modalities: p.modalities ?? [],
    thumbnail: toImage(p.thumbnail),
    url: recordUrl('programmes', p),
    tuitionLocal: p.tuitionLocal ?? null,
    tuitionInternational: p.tuitionInternational ?? null,
    updatedAt: p.updatedAt,
  }
}

function toDetail(p: Programme): ProgrammeDetail {
  return {
    ...toSummary(p),
    meta: shareOverride(p.meta),
    accredited: p.accredited !== false,
    duration: p.duration ?? null,
    overview: p.overview ?? null,
    description: p.description ?? null,
    matriculationRequirements: p.matriculationRequirements ?? null,
    provisionalRequirements: p.provisionalRequirements ?? null,
    skills: (p.skills ?? []).map((s) => s.skill),
    careers: (p.careers ?? []).map((c) => c.career),
    graduateBenefit: p.graduateBenefit ?? null,
    backgroundImages: (p.backgroundImages ?? [])
      .map((m) => toImage(m))
      .filter((m): m is Image => m !== null)
      .slice(0, 4),
    links: (p.links ?? []).map(({ label, url }) => ({ label, url })),
  }
}

/**
 * What a list shows of a programme (toSummary), and of its department and college: a list reads
 * these columns only, never the rich text, images and relations of each programme's page (at
 * 11,700 programmes the whole records made list pages time out and their cache entries 5–6 MB).
 */
const SUMMARY_SELECT = {
  slug: true,
  name: true,
  kind: true,
  level: true,
  certificateLevel: true,
  levels: true,
  extension: true,
  department: true,
  campuses: true,
  modalities: true,
  thumbnail: true,
  tuitionLocal: true,
  tuitionInternational: true,
  updatedAt: true,
} as const
const SUMMARY_POPULATE = {
  departments: { code: true, name: true, website: true, college: true },
  colleges: { code: true, name: true, route: true },
} as const

/** Which programmes of a kind a college's page lists: those of one college or of one department (by code). */
export type ProgrammeScope = { college: string } | { department: string }

const scopeWhere = (scope: ProgrammeScope): Where =>
  'college' in scope
    ? { 'department.college.code': { equals: scope.college } }
    : { 'department.code': { equals: scope.department } }

/** At most this many of a college's programmes are on its page; the finder lists them all. */
export const SCOPED_PROGRAMMES_SHOWN = 50

/**
 * The first published programmes of one kind in one college or department, sorted by name, and
 * how many there are (a college's page): the database picks and counts them, so a college's page
 * reads a page of its own programmes, never every one.
 */
export const listScopedProgrammes = cachedRead(
  'programmes:scoped',
  includes(withRelations('programmes', 2)),
  async (kind: ProgrammeKind, scope: ProgrammeScope): Promise<Paged<ProgrammeSummary>> => {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'programmes',
      ...visible(payload, 'programmes', { kind: { equals: kind }, ...scopeWhere(scope) }),
      sort: stableSort('name'),
      limit: SCOPED_PROGRAMMES_SHOWN,
      depth: 2,
      select: SUMMARY_SELECT,
      populate: SUMMARY_POPULATE,
    })
    return {
      docs: (found.docs as Programme[]).map(toSummary),
      totalDocs: found.totalDocs,
      totalPages: found.totalPages,
    }
  },
)

/** One page of a programme list (/undergrad, /grad, /extensionprograms, /certificateprograms), sorted by name, in a total order. */
export const getProgrammePage = cachedRead(
  'programmes:page',
  includes(withRelations('programmes', 2)),
  async (kind: ProgrammeKind, page: number): Promise<Paged<ProgrammeSummary>> => {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'programmes',
      ...visible(payload, 'programmes', { kind: { equals: kind } }),
      sort: stableSort('name'),
      limit: ARCHIVES[kind].pageSize,
      page,
      depth: 2,
      select: SUMMARY_SELECT,
      populate: SUMMARY_POPULATE,
    })
    const docs = (found.docs as Programme[]).map(toSummary)
    return { docs, totalDocs: found.totalDocs, totalPages: found.totalPages }
  },
)

/** How many programmes of a kind are published (page 1's count, so it shares that page's cache entry). */
export const countProgrammes = async (kind: ProgrammeKind): Promise<number> =>
  (await getProgrammePage(kind, 1)).totalDocs

/**
 * What the site search indexes of a programme: its facts and what its page says, the rich text
 * already made plain text. Never the rich text's own documents, images or relations: each chunk of
 * the data cache holds only words, so no entry grows past Next's 2 MB limit for one (a read of
 * every programme's detail at once was 2.9 MB at ten times the demo's records, and kept nowhere).
 */
export type ProgrammeSearchText = Pick<
  ProgrammeDetail,
  | 'kind'
  | 'slug'
  | 'name'
  | 'url'
  | 'level'
  | 'certificateLevel'
  | 'campuses'
  | 'modalities'
  | 'duration'
  | 'skills'
  | 'careers'
  | 'graduateBenefit'
> & {
  department: string | null
  college: string | null
  overview: string
  description: string
  matriculationRequirements: string
  provisionalRequirements: string
}

/** Programmes per chunk of the search's read: a few hundred kilobytes of text at most. */
export const PROGRAMME_SEARCH_CHUNK = 100

const PROGRAMME_KINDS: ProgrammeKind[] = ['undergraduate', 'graduate', 'extension', 'certificate']

function toSearchText(p: Programme): ProgrammeSearchText {
  const d = toDetail(p)
  return {
    kind: d.kind,
    slug: d.slug,
    name: d.name,
    url: d.url,
    level: d.level,
    certificateLevel: d.certificateLevel,
    campuses: d.campuses,
    modalities: d.modalities,
    duration: d.duration,
    skills: d.skills,
    careers: d.careers,
    graduateBenefit: d.graduateBenefit,
    department: d.department?.name ?? null,
    college: d.college?.name ?? null,
    overview: lexicalToPlainText(d.overview),
    description: lexicalToPlainText(d.description),
    matriculationRequirements: lexicalToPlainText(d.matriculationRequirements),
    provisionalRequirements: lexicalToPlainText(d.provisionalRequirements),
  }
}

/** One chunk of every published programme's search text (each chunk cached on its own). */
const readProgrammeSearchTexts = cachedRead(
  'programmes:search',
  includes(withRelations('programmes', 2)),
  async (chunk: Chunk): Promise<Page<ProgrammeSearchText>> => {
    const payload = await getPayloadClient()
    const { docs, hasNextPage } = await payload.find({
      collection: 'programmes',
      ...visible(payload, 'programmes', { kind: { in: PROGRAMME_KINDS } }),
      sort: stableSort('name'),
      depth: 2,
      ...chunk,
    })
    return { docs: docs.map(toSearchText), hasNextPage }
  },
)

/** Every published programme of every kind, as the site search indexes it. */
export function listProgrammeSearchTexts(): Promise<ProgrammeSearchText[]> {
  return findAll(readProgrammeSearchTexts, PROGRAMME_SEARCH_CHUNK)
}

/**
 * The names of one kind's published programmes, in the lists' order (by name), each once: the
 * request-information form's choices.
 */
export const listProgrammeNames = cachedRead(
  'programmes:names',
  includes(['programmes']),
  async (kind: ProgrammeKind): Promise<string[]> => {
    const payload = await getPayloadClient()
    const docs = await findAll((chunk) =>
      payload.find({
        collection: 'programmes',
        ...visible(payload, 'programmes', { kind: { equals: kind } }),
        sort: stableSort('name'),
        depth: 0,
        select: { name: true },
        ...chunk,
      }),
    )
    return [...new Set(docs.map((d) => d.name))]
  },
)

/**
 * One programme by slug, id, or (older links) name. `/grad?degreeName=Public Health` and
 * `/undergrad?degree=12` both land here.
 */
export async function getProgramme(kind: ProgrammeKind, key: string): Promise<ProgrammeDetail | null> {
  const wanted = routeSegment(key).trim()
  if (!wanted) return null
  return readProgramme(kind, wanted)
}

const readProgramme = cachedRead(
  'programmes:detail',
  includes(withRelations('programmes', 2), (_kind: ProgrammeKind, key: string) => [
    recordTag('programmes', key),
    recordTag('programmes', slugify(key)),
  ]),
  async (kind: ProgrammeKind, key: string): Promise<ProgrammeDetail | null> => {
    const payload = await getPayloadClient()
    const slug = slugify(key)
    const or: Record<string, unknown>[] = [
      { slug: { equals: key } },
      { slug: { equals: slug } },
      { slug: { equals: `${slug}-${kind}` } },
      { name: { equals: key } },
    ]
    if (/^\d+$/.test(key)) or.push({ id: { equals: Number(key) } })
    const { docs } = await payload.find({
      collection: 'programmes',
      ...visible(payload, 'programmes', { and: [{ kind: { equals: kind } }, { or }] } as never),
      limit: 5,
      depth: 2,
    })
    // Prefer an exact slug, then the slugified key, then anything else that matched.
    const best = docs.find((d) => d.slug === key) ?? docs.find((d) => d.slug === slug) ?? docs[0]
    return best ? toDetail(best) : null
  },
)

/** One chunk of the programme detail pages' URLs (each chunk cached on its own, so no cache entry grows with the collection). */
const readProgrammeUrls = cachedRead(
  'programmes:urls',
  includes(['programmes']),
  async (chunk: Chunk): Promise<Page<{ url: string; lastModified: string }>> => {
    const payload = await getPayloadClient()
    const { docs, hasNextPage } = await payload.find({
      collection: 'programmes',
      ...visible(payload, 'programmes', { kind: { in: ['undergraduate', 'graduate'] } }),
      sort: stableSort('slug'),
      depth: 0,
      select: { slug: true, kind: true, updatedAt: true },
      ...chunk,
    })
    const urls = docs.flatMap((d) => {
      const url = recordUrl('programmes', d)
      return url ? [{ url, lastModified: d.updatedAt }] : []
    })
    return { docs: urls, hasNextPage }
  },
)

/** Public URLs of every programme detail page, for the sitemap. */
export function listProgrammeUrls(): Promise<{ url: string; lastModified: string }[]> {
  return findAll(readProgrammeUrls)
}

/**
 * The slugs of one kind's most recently changed programmes, at most `count`: the pages a build
 * prerenders (generateStaticParams); every other programme renders on its first request.
 */
export async function listRecentProgrammeSlugs(kind: ProgrammeKind, count: number): Promise<string[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'programmes',
    ...visible(payload, 'programmes', { kind: { equals: kind } }),
    sort: stableSort('-updatedAt'),
    limit: count,
    depth: 0,
    select: { slug: true },
  })
  return docs.map((p) => p.slug)
}

/**
 * What a finder row shows of a programme and of its department's college. Not its campuses and
 * modalities, which no row shows: Payload reads each from a table of its own, one more query per row.
 */
const FINDER_SELECT = {
  slug: true,
  name: true,
  kind: true,
  level: true,
  certificateLevel: true,
  levels: true,
  extension: { online: true },
  department: true,
  tuitionLocal: true,
  tuitionInternational: true,
} as const
const FINDER_POPULATE = { departments: { college: true }, colleges: { code: true, name: true } } as const

function toFinderItem(p: Programme): FinderItem {
  const department = p.department && typeof p.department === 'object' ? p.department : null
  const college = department?.college && typeof department.college === 'object' ? department.college : null
  const url = recordUrl('programmes', p)
  return {
    name: p.name,
    kind: p.kind,
    url: url ?? recordList('programmes', p),
    levels: finderLevels(p),
    college: college?.code ?? null,
    collegeName: college?.name ?? null,
    fromPerYear: formatPerYear(
      fromPerYear({ tuitionLocal: p.tuitionLocal ?? null, tuitionInternational: p.tuitionInternational ?? null }),
    ),
    slug: url ? p.slug : null,
  }
}

/**
 * One page of the finder's results (/searchdegree, GET /api/programme-finder): the database
 * filters, counts and pages them (lib/programmes/finder-filters.ts), reading the columns a row
 * shows; never every programme.
 */
export const getFinderPage = cachedRead(
  'programmes:finder',
  includes(withRelations('programmes', 2)),
  async (query: FinderQuery, page: number): Promise<FinderPage> => {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'programmes',
      ...visible(payload, 'programmes', finderWhere(normalizeQuery(query))),
      sort: FINDER_SORT,
      limit: FINDER_PAGE_SIZE,
      page,
      depth: 2,
      select: FINDER_SELECT,
      populate: FINDER_POPULATE,
    })
    return {
      items: (found.docs as Programme[]).map(toFinderItem),
      page,
      totalDocs: found.totalDocs,
      totalPages: finderPageCount(found.totalDocs),
    }
  },
)

/**
 * The values the finder's filters offer: those some published programme has, read as distinct
 * values (a few small queries), never from the programmes themselves.
 */
export const getFinderFacets = cachedRead(
  'programmes:finder-facets',
  includes(withRelations('programmes', 2)),
  async (): Promise<FinderFacets> => {
    const payload = await getPayloadClient()
    const { where } = visible(payload, 'programmes')
    const among = (...conditions: Where[]): Where => ({ and: [...(where ? [where] : []), ...conditions] })
    const distinct = async (field: string, ...conditions: Where[]): Promise<unknown[]> =>
      (await payload.findDistinct({ collection: 'programmes', field, where: among(...conditions) })).values.map(
        (v) => (v as Record<string, unknown>)[field],
      )
    const any = async (...conditions: Where[]) =>
      (await payload.count({ collection: 'programmes', where: among(...conditions) })).totalDocs > 0
    const notCertificate: Where = { kind: { not_equals: 'certificate' } }
    const flagLevels = [
      ...LEVEL_COLUMNS.map((c) => ({ level: c.abbr, flag: c.key as string })),
      { level: DOCTORAL, flag: 'doctorate' },
    ]
    const [flagged, graduate, certificate, campuses, online, modalities, collegeCodes] = await Promise.all([
      Promise.all(flagLevels.map(({ flag }) => any(notCertificate, { [`levels.${flag}`]: { equals: true } }))),
      distinct('level', { kind: { equals: 'graduate' } }),
      distinct('certificateLevel', { kind: { equals: 'certificate' } }),
      distinct('campuses'),
      any({ kind: { equals: 'extension' } }, { 'extension.online': { equals: true } }),
      distinct('modalities'),
      distinct('department.college.code'),
    ])
    const codes = collegeCodes.filter((c): c is string => typeof c === 'string' && c !== '')
    const colleges = codes.length
      ? await payload.find({
          collection: 'colleges',
          ...visible(payload, 'colleges', { code: { in: codes } }),
          depth: 0,
          limit: codes.length,
          pagination: false,
          select: { code: true, name: true },
        })
      : { docs: [] }
    const values = (list: unknown[]) =>
      [...new Set(list.filter((v): v is string => typeof v === 'string' && v !== ''))].sort((a, b) =>
        a.localeCompare(b),
      )
    return {
      level: values([
        ...flagLevels.filter((_, i) => flagged[i]).map((l) => l.level),
        ...graduate,
        ...certificate.map((c) => c ?? CERTIFICATE),
      ]),
      college: colleges.docs.map((c) => ({ code: c.code, name: c.name })).sort((a, b) => a.name.localeCompare(b.name)),
      campus: values([...campuses, ...(online ? [ONLINE] : [])]),
      modality: values(modalities),
    }
  },
)

/** Minors with their departments (/minors). */
export const listMinors = cachedRead(
  'minors:list',
  includes(withRelations('minors', 1)),
  async (): Promise<MinorItem[]> => {
    const payload = await getPayloadClient()
    const docs = await findAll((chunk) =>
      payload.find({
        collection: 'minors',
        ...visible(payload, 'minors'),
        sort: stableSort('name'),
        depth: 1,
        ...chunk,
      }),
    )
    return docs.map((m: Minor) => ({ name: m.name, department: toDepartment(m.department) }))
  },
)

/**
 * Programmes with a page (undergraduate and graduate), with their fees: the cost estimate's,
 * requirements' and comparison's choices. Only the columns a choice shows, so the list stays one
 * small cache entry at any count (a whole summary a programme passed Next's 2 MB at 100x the demo).
 */
export const listProgrammeFees = cachedRead(
  'programmes:fees',
  includes(['programmes']),
  async (): Promise<ProgrammeFees[]> => {
    const payload = await getPayloadClient()
    const docs = (await findAll((chunk) =>
      payload.find({
        collection: 'programmes',
        ...visible(payload, 'programmes', { kind: { in: ['undergraduate', 'graduate'] } }),
        sort: stableSort('name'),
        depth: 0,
        select: {
          slug: true,
          name: true,
          kind: true,
          level: true,
          levels: true,
          tuitionLocal: true,
          tuitionInternational: true,
        },
        ...chunk,
      }),
    )) as Pick<Programme, 'slug' | 'name' | 'kind' | 'level' | 'levels' | 'tuitionLocal' | 'tuitionInternational'>[]
    return docs.flatMap((p) => {
      const url = recordUrl('programmes', p)
      return url && (p.kind === 'undergraduate' || p.kind === 'graduate')
        ? [
            {
              slug: p.slug,
              name: p.name,
              kind: p.kind,
              level:
                p.kind === 'graduate'
                  ? (p.level ?? null)
                  : p.levels?.bachelorArts || p.levels?.bachelorScience
                    ? "Bachelor's"
                    : 'Associate',
              tuitionLocal: p.tuitionLocal ?? null,
              tuitionInternational: p.tuitionInternational ?? null,
              url,
            },
          ]
        : []
    })
  },
)
