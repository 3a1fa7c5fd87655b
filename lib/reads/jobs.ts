import 'server-only'
import { includes } from '@/lib/cache/tags'
import { cachedRead } from './cached-read'
import { getPayloadClient } from './payload'
import { visible } from './visible'

export type Job = { id: string; title: string; department: string; closingDate: string; postedAt: string; advertUrl: string; descriptionUrl: string | null }

/**
 * Open jobs (closing date not passed), soonest deadline first. Cached under `jobs`; the cache key
 * carries the day so a job leaves the list the day after its deadline even without an edit.
 */
const readOpenJobs = cachedRead('jobs:open', includes(['jobs']), async (_day: string, limit: number): Promise<Job[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'jobs',
    ...visible(payload, 'jobs', { closingDate: { greater_than_equal: new Date().toISOString() } }),
    sort: 'closingDate',
    limit,
    depth: 0,
  })
  return docs.map((j) => ({
    id: String(j.id),
    title: j.title,
    department: j.department,
    closingDate: j.closingDate,
    postedAt: j.createdAt,
    advertUrl: j.advertUrl,
    descriptionUrl: j.descriptionUrl || null,
  }))
})

export async function getOpenJobs(limit = 30): Promise<Job[]> {
  const hour = new Date().toISOString().slice(0, 13)
  const jobs = await readOpenJobs(hour, limit)
  const now = Date.now()
  return jobs.filter((j) => new Date(j.closingDate).getTime() >= now)
}
