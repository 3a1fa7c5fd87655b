import { PageHeader } from '@/components/ui/PageHeader'
import { formatEventStart } from '@/lib/text/dates'
import { BookingForm } from '../form/BookingForm'
import type { EventBooking } from '../places/event-booking'

type Props = {
  event: EventBooking
  taken: number
  open: boolean
  programmes: { level: string; names: string[] }[]
  recaptchaSiteKey?: string
}

/** Places left, in words: what the visitor reads above the form. */
export function placesText(capacity: number, taken: number): string {
  const left = Math.max(0, capacity - taken)
  if (left === 0) return 'All places are taken: if you book now, you join the waiting list.'
  return left === 1 ? '1 place left.' : `${left} places left.`
}

/** The booking page of an event (/visits/<slug>): when and where, places left, and the form (or that bookings have closed). */
export function BookingContent({ event, taken, open, programmes, recaptchaSiteKey }: Props) {
  return (
    <>
      <PageHeader title={`Book a place: ${event.name}`} intro={event.description ?? undefined} />
      <div className="container section">
        <dl>
          <dt>When</dt>
          <dd>{formatEventStart(event.date)}</dd>
          {event.location ? (
            <>
              <dt>Where</dt>
              <dd>{event.location}</dd>
            </>
          ) : null}
          <dt>Bookings close</dt>
          <dd>{formatEventStart(event.closesAt)}</dd>
        </dl>
        {open ? (
          <>
            <p data-testid="places-left">{placesText(event.capacity, taken)}</p>
            <BookingForm
              event={event.slug}
              questions={event.questions}
              programmes={programmes}
              recaptchaSiteKey={recaptchaSiteKey}
            />
          </>
        ) : (
          <p>Bookings for this event have closed.</p>
        )}
      </div>
    </>
  )
}
