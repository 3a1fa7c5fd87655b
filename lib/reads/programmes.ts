import 'server-only'
import type { College, Department, Minor, Programme } from '@/lib/cms/payload-types'
import type { FinderItem } from '@/lib/programmes/finder'
import { levelAbbreviations, type LevelFlags } from '@/lib/programmes/format'
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
import type { ShareOverride } from '@/lib/seo/share-card'

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
    updatedAt: p.updatedAt,
  }
}

function toDetail(p: Programme): ProgrammeDetail {
  return {
    ...toSummary(p),
    meta: shareOverride(p.meta),
    accredited: p.accredited !== false,
    duration: p.duration ?? null,
    tuitionLocal: p.tuitionLocal ?? null,
    tuitionInternational: p.tuitionInternational ?? null,
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

/** Every published programme of one kind, sorted by name, departments and colleges populated. */
async function findProgrammes(kind: ProgrammeKind): Promise<Programme[]> {
  const payload = await getPayloadClient()
  return findAll((chunk) =>
    payload.find({
      collection: 'programmes',
      ...visible(payload, 'programmes', { kind: { equals: kind } }),
      sort: stableSort('name'),
      depth: 2,
      ...chunk,
    }),
  )
}

/** Every published programme of one kind, sorted by name (lists, tables, finder). */
export const listProgrammes = cachedRead(
  'programmes:list',
  includes(withRelations('programmes', 2)),
  async (kind: ProgrammeKind): Promise<ProgrammeSummary[]> => (await findProgrammes(kind)).map(toSummary),
)

/** The programme kinds whose list pages through them (lib/pages/archives.ts), 50 a page. */
export type PagedProgrammeKind = Extract<ProgrammeKind, 'graduate' | 'extension' | 'certificate'>

/** One page of a programme list (/grad, /extensionprograms, /certificateprograms), sorted by name, in a total order. */
export const getProgrammePage = cachedRead(
  'programmes:page',
  includes(withRelations('programmes', 2)),
  async (kind: PagedProgrammeKind, page: number): Promise<Paged<ProgrammeSummary>> => {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'programmes',
      ...visible(payload, 'programmes', { kind: { equals: kind } }),
      sort: stableSort('name'),
      limit: ARCHIVES[kind].pageSize,
      page,
      depth: 2,
    })
    return { docs: found.docs.map(toSummary), totalDocs: found.totalDocs, totalPages: found.totalPages }
  },
)

/** How many programmes of a kind are published (page 1's count, so it shares that page's cache entry). */
export const countProgrammes = async (kind: PagedProgrammeKind): Promise<number> =>
  (await getProgrammePage(kind, 1)).totalDocs

/**
 * The same with each programme's whole detail (site search): one query, where each programme's
 * own read would take one per programme.
 */
export const listProgrammeDetails = cachedRead(
  'programmes:details',
  includes(withRelations('programmes', 2)),
  async (kind: ProgrammeKind): Promise<ProgrammeDetail[]> => (await findProgrammes(kind)).map(toDetail),
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
  const programmes = await listProgrammes(kind)
  return programmes
    .toSorted((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
    .slice(0, count)
    .map((p) => p.slug)
}

/** Every programme of every kind as finder items (/searchdegree). */
export async function listFinderItems(): Promise<FinderItem[]> {
  const kinds: ProgrammeKind[] = ['undergraduate', 'graduate', 'extension', 'certificate']
  const lists = await Promise.all(kinds.map((k) => listProgrammes(k)))
  return lists.flat().map((p) => {
    const levels =
      p.kind === 'certificate'
        ? [p.certificateLevel ?? 'Certificate']
        : [...levelAbbreviations(p.levels), ...(p.levels.doctorate ? ['Ph.D'] : [])]
    if (p.kind === 'graduate' && p.level) levels.push(p.level)
    const campuses = [...p.campuses]
    if (p.kind === 'extension' && p.extension.online) campuses.push('Online')
    return {
      name: p.name,
      kind: p.kind,
      url: p.url ?? recordList('programmes', p),
      levels,
      college: p.college?.code ?? null,
      department: p.department?.name ?? null,
      campuses,
      modalities: p.modalities,
    }
  })
}

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
