import type { Metadata } from 'next'
import { NotFoundPage } from '@/components/shell/NotFound'
import { JsonLd } from '@/components/ui/JsonLd'
import { BookingContent } from '@/features/visit-booking/page/BookingContent'
import { isOpen } from '@/features/visit-booking/places/event-booking'
import { placesTaken } from '@/features/visit-booking/places/places'
import { readBookableEvent, readBookingProgrammes } from '@/features/visit-booking/read-event'
import { bookingPath } from '@/features/visit-booking/submission'
import { config } from '@/lib/config/site.mjs'
import { notFoundMetadata } from '@/lib/seo/detail-metadata'
import { getPayloadClient } from '@/lib/reads/payload'
import { getSiteSettings } from '@/lib/reads/settings'
import { bookableEventJsonLd } from '@/lib/structured-data/bookable-event'
import { routeSegment } from '@/lib/text/route-segment'

// The places left change with every booking: rendered for each request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }> }

async function read(params: Props['params']) {
  return readBookableEvent(await getPayloadClient(), routeSegment((await params).slug))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await read(params)
  if (!event) return notFoundMetadata()
  return {
    title: `Book a place: ${event.name}`,
    description: event.description ?? `Book a place on ${event.name} at Northern Caribbean University.`,
    alternates: { canonical: bookingPath(event.slug) },
  }
}

/** A visit or open day visitors can book (features/visit-booking/): the form, the places left, and Event data with its offer. */
export default async function VisitBookingPage({ params }: Props) {
  const event = await read(params)
  if (!event) return <NotFoundPage />
  const [taken, programmes, settings] = await Promise.all([
    placesTaken(await getPayloadClient(), event.id),
    readBookingProgrammes(),
    getSiteSettings(),
  ])
  const siteKey = config.recaptcha?.siteKey
  return (
    <>
      <JsonLd
        data={bookableEventJsonLd({ ...event, taken, path: bookingPath(event.slug) }, settings, config.serverUrl)}
      />
      <BookingContent
        event={event}
        taken={taken}
        open={isOpen(event)}
        programmes={programmes}
        recaptchaSiteKey={siteKey || undefined}
      />
    </>
  )
}
