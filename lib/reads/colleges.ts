import 'server-only'
import { includes, recordTag, withRelations } from '@/lib/cache/tags'
import { cachedRead } from './cached-read'
import { toImage, type Image } from './media'
import { findAll, stableSort } from './find-all'
import { getPayloadClient } from './payload'
import { visible } from './visible'
import type { College, Department } from '@/lib/cms/payload-types'
import { shareOverride } from '@/lib/seo/override'
import type { ShareOverride } from '@/lib/seo/share-card'

export type CollegeSummary = { name: string; code: string; route: string; summary: string; image: Image | null }

/** The five colleges in editor order, for the home page block and the colleges index. */
export const getColleges = cachedRead(
  'colleges',
  includes(withRelations('colleges', 1)),
  async (): Promise<CollegeSummary[]> => {
    const payload = await getPayloadClient()
    const docs = await findAll((chunk) =>
      payload.find({
        collection: 'colleges',
        ...visible(payload, 'colleges'),
        sort: stableSort('order'),
        depth: 1,
        select: { name: true, code: true, route: true, summary: true, image: true },
        ...chunk,
      }),
    )
    return docs.map((c) => ({
      name: c.name,
      code: c.code,
      route: c.route,
      summary: c.summary,
      image: toImage(c.image),
    }))
  },
)

export type DepartmentItem = { code: string; name: string; website: string | null; image: Image | null }

export type CollegeDetail = CollegeSummary & {
  meta: ShareOverride
  dean: { name: string | null; photo: Image | null; message: NonNullable<College['dean']>['message'] | null }
  research: { title: string; summary: string | null; image: Image | null }[]
  topAchievers: { name: string; programme: string | null; achievement: string | null; photo: Image | null }[]
  successStory: { name: string | null; quote: string | null; photo: Image | null } | null
  contacts: {
    name: string
    role: string | null
    internalExtension: string | null
    externalPhone: string | null
    email: string | null
  }[]
  departments: DepartmentItem[]
}

function toDepartmentItem(d: Department): DepartmentItem {
  return { code: d.code, name: d.name, website: d.website || null, image: toImage(d.image) }
}

/** One college page's content, with its departments (by college code, e.g. CNAS). */
export const getCollege = cachedRead(
  'colleges:detail',
  includes([...withRelations('colleges', 1), ...withRelations('departments', 1)], (code: string) => [
    recordTag('colleges', code),
  ]),
  async (code: string): Promise<CollegeDetail | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'colleges',
      ...visible(payload, 'colleges', { code: { equals: code } }),
      limit: 1,
      depth: 1,
    })
    const c = docs[0]
    if (!c) return null
    const departments = await findAll((chunk) =>
      payload.find({
        collection: 'departments',
        ...visible(payload, 'departments', { college: { equals: c.id } }),
        sort: stableSort('name'),
        depth: 1,
        ...chunk,
      }),
    )
    const story = c.successStory
    return {
      name: c.name,
      code: c.code,
      route: c.route,
      summary: c.summary,
      image: toImage(c.image),
      meta: shareOverride(c.meta),
      dean: { name: c.dean?.name ?? null, photo: toImage(c.dean?.photo), message: c.dean?.message ?? null },
      research: (c.research ?? []).map((r) => ({
        title: r.title,
        summary: r.summary ?? null,
        image: toImage(r.image),
      })),
      topAchievers: (c.topAchievers ?? []).map((a) => ({
        name: a.name,
        programme: a.programme ?? null,
        achievement: a.achievement ?? null,
        photo: toImage(a.photo),
      })),
      successStory: story?.quote ? { name: story.name ?? null, quote: story.quote, photo: toImage(story.photo) } : null,
      contacts: (c.contacts ?? []).map((x) => ({
        name: x.name,
        role: x.role ?? null,
        internalExtension: x.internalExtension ?? null,
        externalPhone: x.externalPhone ?? null,
        email: x.email ?? null,
      })),
      departments: departments.map(toDepartmentItem),
    }
  },
)

export type CollegeWithDepartments = CollegeSummary & { departments: DepartmentItem[] }

/** Every college with its departments (/alldepartments, /collegeschools, legends). */
export const getCollegesWithDepartments = cachedRead(
  'colleges:departments',
  includes([...withRelations('colleges', 1), 'departments']),
  async (): Promise<CollegeWithDepartments[]> => {
    const payload = await getPayloadClient()
    const [colleges, departments] = await Promise.all([
      findAll((chunk) =>
        payload.find({
          collection: 'colleges',
          ...visible(payload, 'colleges'),
          sort: stableSort('order'),
          depth: 1,
          select: { name: true, code: true, route: true, summary: true, image: true },
          ...chunk,
        }),
      ),
      findAll((chunk) =>
        payload.find({
          collection: 'departments',
          ...visible(payload, 'departments'),
          sort: stableSort('name'),
          depth: 0,
          ...chunk,
        }),
      ),
    ])
    return colleges.map((c) => ({
      name: c.name,
      code: c.code,
      route: c.route,
      summary: c.summary,
      image: toImage(c.image),
      departments: departments
        .filter((d) => (typeof d.college === 'object' ? d.college?.id : d.college) === c.id)
        .map((d) => ({ code: d.code, name: d.name, website: d.website || null, image: null })),
    }))
  },
)
