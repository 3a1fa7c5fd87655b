import type { Metadata } from 'next'
import { NotFoundPage } from '@/components/shell/NotFound'
import { CancelContent } from '@/features/visit-booking/cancel/CancelContent'
import { readCancelView } from '@/features/visit-booking/cancel/read-cancel'
import { routeSegment } from '@/lib/text/route-segment'

// Each link is one person's: never cached, never indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Cancel a visit booking', robots: { index: false, follow: false } }

type Props = { params: Promise<{ token: string }> }

/** The page a booking's cancel link opens (features/visit-booking/cancel/): it asks; the form's POST cancels. */
export default async function CancelBookingPage({ params }: Props) {
  const view = await readCancelView(routeSegment((await params).token))
  return view ? <CancelContent view={view} /> : <NotFoundPage />
}
