import { PageHeader } from '@/components/ui/PageHeader'
import { formatEventStart } from '@/lib/text/dates'
import { CANCEL_ENDPOINT } from '../submission'

export type CancelView = {
  token: string
  status: 'confirmed' | 'waiting' | 'cancelled'
  eventName: string
  eventDate: string
  guests: number
}

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`)

/**
 * The page a cancel link opens: it asks (a plain form that POSTs to the cancel route; opening the
 * link changes nothing, so a mail scanner that follows it cancels nothing), or says it is done.
 */
export function CancelContent({ view }: { view: CancelView }) {
  const when = formatEventStart(view.eventDate)
  if (view.status === 'cancelled') {
    return (
      <>
        <PageHeader title="Booking cancelled" />
        <div className="container section">
          <p role="status">
            Your booking for {view.eventName} ({when}) is cancelled. Thank you for letting us know.
          </p>
        </div>
      </>
    )
  }
  const waiting = view.status === 'waiting'
  return (
    <>
      <PageHeader title={waiting ? 'Leave the waiting list' : 'Cancel your booking'} />
      <div className="container section">
        <p>
          {waiting
            ? `You are on the waiting list of ${view.eventName} (${when}) for ${people(view.guests)}.`
            : `You have a place on ${view.eventName} (${when}) for ${people(view.guests)}.`}{' '}
          {waiting ? 'Leave the list?' : 'Cancel it, so that someone on the waiting list can have it?'}
        </p>
        <form method="post" action={CANCEL_ENDPOINT}>
          <input type="hidden" name="token" value={view.token} />
          <button type="submit" className="btn">
            {waiting ? 'Leave the waiting list' : 'Cancel my booking'}
          </button>
        </form>
      </div>
    </>
  )
}
