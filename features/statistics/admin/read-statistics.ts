import 'server-only'
import type { Payload } from 'payload'
import { flushStatistics } from '../counting/recorder'
import { lastDays } from '../day'
import { DASHBOARD_DAYS, summarise, type StatisticsRow, type StatisticsSummary } from './summary'

/** The stored daily counters of the dashboard's period, summed up for the view (this instance's pending counts written first). */
export async function readStatistics(payload: Payload, now = new Date()): Promise<StatisticsSummary> {
  await flushStatistics()
  const { docs } = await payload.find({
    collection: 'page-statistics',
    where: { day: { greater_than_equal: lastDays(DASHBOARD_DAYS, now)[0] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { day: true, metric: true, key: true, page: true, bucket: true, count: true },
  })
  return summarise(docs as unknown as StatisticsRow[], now)
}
