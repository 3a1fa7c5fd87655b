import { EventsSlider, type SliderEvent } from '@/components/events/EventsSlider'
import { PageLink } from '@/components/ui/PageLink'

/** The upcoming events slider, with the way to the events calendar. */
export function EventsBlock({ events }: { events: SliderEvent[] }) {
  return (
    <section className="render-when-near section section-alt" aria-labelledby="events-heading" data-block="events">
      <div className="container">
        <h2 id="events-heading">Upcoming events</h2>
        <EventsSlider events={events} />
        <p>
          <PageLink href="/eventscalendar">See the events calendar</PageLink>
        </p>
      </div>
    </section>
  )
}
