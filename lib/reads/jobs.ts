import 'server-only'
import { includes, withRelations } from '@/lib/cache/tags'
import type { Job as JobDoc } from '@/lib/cms/payload-types'
import { isJobOpen } from '@/lib/careers/deadline'
import { ARCHIVES } from '@/lib/pages/archives'
import { recordPath } from '@/lib/pages/records'
import { shareOverride } from '@/lib/seo/override'
import type { ShareOverride } from '@/lib/seo/share-card'
import { cachedRead } from './cached-read'
import { findAll, stableSort } from './find-all'
import { getPayloadClient } from './payload'
import type { Paged } from './published'
import { visible } from './visible'

export type Job = {
  id: string
  title: string
  department: string
  closingDate: string
  postedAt: string
  updatedAt: string
  advertUrl: string
  descriptionUrl: string | null
  employmentType: string[]
}
export type JobDetail = Job & { description: JobDoc['description']; meta: ShareOverride }

const toJob = (j: JobDoc): Job => ({
  id: String(j.id),
  title: j.title,
  department: j.department,
  closingDate: j.closingDate,
  postedAt: j.createdAt,
  updatedAt: j.updatedAt,
  advertUrl: j.advertUrl,
  descriptionUrl: j.descriptionUrl || null,
  employmentType: j.employmentType ?? [],
})

const notClosed = () => ({ closingDate: { greater_than_equal: new Date().toISOString() } })

/**
 * Open jobs (closing date not passed), soonest deadline first. Cached under `jobs`; the cache key
 * carries the hour so a job leaves the list once its deadline has passed even without an edit.
 */
const readOpenJobs = cachedRead(
  'jobs:open',
  includes(['jobs']),
  async (_hour: string, limit: number): Promise<Job[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'jobs',
      ...visible(payload, 'jobs', notClosed()),
      sort: 'closingDate',
      limit,
      depth: 0,
    })
    return docs.map(toJob)
  },
)

/**
 * One page of /careers (lib/pages/archives.ts: 30 open jobs a page), soonest deadline first, in a
 * total order so that no job falls between two pages; cached like `readOpenJobs`.
 */
const readOpenJobPage = cachedRead(
  'jobs:open:page',
  includes(['jobs']),
  async (_hour: string, page: number): Promise<Paged<Job>> => {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'jobs',
      ...visible(payload, 'jobs', notClosed()),
      sort: stableSort('closingDate'),
      limit: ARCHIVES.jobs.pageSize,
      page,
      depth: 0,
    })
    return { docs: found.docs.map(toJob), totalDocs: found.totalDocs, totalPages: found.totalPages }
  },
)

/** Every open job (the sitemap, the site search), cached like `readOpenJobs`. */
const readAllOpenJobs = cachedRead('jobs:open:all', includes(['jobs']), async (_hour: string): Promise<Job[]> => {
  const payload = await getPayloadClient()
  const docs = await findAll((chunk) =>
    payload.find({
      collection: 'jobs',
      ...visible(payload, 'jobs', notClosed()),
      sort: stableSort('closingDate'),
      depth: 0,
      ...chunk,
    }),
  )
  return docs.map(toJob)
})

const currentHour = () => new Date().toISOString().slice(0, 13)

/** The first `limit` open jobs, soonest deadline first. */
export async function getOpenJobs(limit = 30): Promise<Job[]> {
  const jobs = await readOpenJobs(currentHour(), limit)
  return jobs.filter((j) => isJobOpen(j.closingDate))
}

/**
 * Page `page` of the open jobs, soonest deadline first, with how many pages there are (a job whose
 * deadline passed within the hour is left off its page, not moved onto the next).
 */
export async function getOpenJobPage(page: number): Promise<Paged<Job>> {
  const found = await readOpenJobPage(currentHour(), page)
  return { ...found, docs: found.docs.filter((j) => isJobOpen(j.closingDate)) }
}

/** How many jobs are open (as of the hour; page 1's count, so it shares that page's cache entry). */
export const countOpenJobs = async (): Promise<number> => (await readOpenJobPage(currentHour(), 1)).totalDocs

/** Every open job, soonest deadline first. */
export async function getAllOpenJobs(): Promise<Job[]> {
  const jobs = await readAllOpenJobs(currentHour())
  return jobs.filter((j) => isJobOpen(j.closingDate))
}

// Depth 1: the search and share override's picture.
const readJob = cachedRead(
  'jobs:detail',
  includes(withRelations('jobs', 1)),
  async (id: number): Promise<JobDetail | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'jobs',
      ...visible(payload, 'jobs', { id: { equals: id } }),
      limit: 1,
      depth: 1,
    })
    const job = docs[0]
    return job ? { ...toJob(job), description: job.description, meta: shareOverride(job.meta) } : null
  },
)

/** Sitemap entries for every open job. */
export async function listJobUrls(): Promise<{ url: string; lastModified: string }[]> {
  return (await getAllOpenJobs()).map((job) => ({ url: recordPath('job', job.id), lastModified: job.updatedAt }))
}

/** One open job with its whole description, or null (unknown, or its deadline has passed). */
export async function getOpenJob(id: string): Promise<JobDetail | null> {
  if (!/^[1-9]\d{0,14}$/.test(id)) return null
  const job = await readJob(Number(id))
  return job && isJobOpen(job.closingDate) ? job : null
}
