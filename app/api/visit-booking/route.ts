import { handleBooking } from '@/features/visit-booking/pipeline/handle-booking'

export const dynamic = 'force-dynamic'

/** A visitor books a place on a visit or open day (features/visit-booking/). */
export const POST = handleBooking
