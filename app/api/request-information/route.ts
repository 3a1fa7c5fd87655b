import { handleRequestInformation } from '@/features/request-information/pipeline/handle-request'

export const dynamic = 'force-dynamic'

/** POST /api/request-information — the request-information form (features/request-information/pipeline/). */
export const POST = handleRequestInformation
