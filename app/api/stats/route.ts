import { handleStatisticsBeacon } from '@/features/statistics/handle-beacon'

export const dynamic = 'force-dynamic'

/** POST /api/stats — the cookieless page-statistics beacon (features/statistics/). */
export const POST = handleStatisticsBeacon
