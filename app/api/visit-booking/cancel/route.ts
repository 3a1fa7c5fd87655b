import { handleCancel } from '@/features/visit-booking/cancel/handle-cancel'

export const dynamic = 'force-dynamic'

/** A visitor cancels a booking from the cancel page their e-mail links to (features/visit-booking/). */
export const POST = handleCancel
