import { EventsSlider, type SliderEvent } from './EventsSlider'

/** The "Upcoming events" band that several pages end (or start) with. */
export function UpcomingEventsSection({
  events,
  alt = false,
  eager = false,
}: {
  events: SliderEvent[]
  alt?: boolean
  eager?: boolean
}) {
  return (
    <section className={alt ? 'section section-alt' : 'section'} aria-labelledby="events-heading">
      <div className="container">
        <h2 id="events-heading">Upcoming events</h2>
        <EventsSlider events={events} eager={eager} />
      </div>
    </section>
  )
}
