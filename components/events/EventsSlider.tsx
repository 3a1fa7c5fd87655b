'use client'

import { useCarousel } from '@/components/ui/useCarousel'
import Image from 'next/image'
import { useMemo, useState } from 'react'
import { autoplayPlugin, useCarouselAutoplay } from '@/components/ui/CarouselAutoplay'
import { Modal } from '@/components/ui/Modal'
import { EVENTS_AUTOPLAY_MS } from '@/lib/home/content'
import styles from './EventsSlider.module.css'
import { PlayPauseIcon } from '@/components/ui/icons'

export type SliderEvent = {
  slug: string
  name: string
  /** The start, already written out (UpcomingEvent.when). */
  when: string
  location: string | null
  description: string | null
  image: { src: string; alt: string; width: number; height: number } | null
  /** The event's booking page, when visitors can book a place. */
  bookingHref?: string | null
}

/** Upcoming events slider (home, /parents, /giving): autoplay 2.5 s, pauses on hover and focus; a click enlarges the event. */
export function EventsSlider({
  events,
  eager = false,
}: {
  events: SliderEvent[]
  /** Above the fold (e.g. /parents): load the first posters at once. */ eager?: boolean
}) {
  const { setViewport, ...carousel } = useCarousel({ loop: true, align: 'start' }, (engine) => [
    autoplayPlugin(engine, EVENTS_AUTOPLAY_MS),
  ])
  const [open, setOpen] = useState<SliderEvent | null>(null)
  // Held while an event is open in the modal.
  const { current, stopped, toggle, rootProps } = useCarouselAutoplay(carousel, {
    delay: EVENTS_AUTOPLAY_MS,
    held: open !== null,
  })

  // Rendered once for its events: starting the slider, and each slide it moves to, re-render the
  // slider around the list, not every poster in it.
  const list = useMemo(
    () => (
      <ul className={styles.track}>
        {events.map((event, i) => (
          <li key={event.slug} className={styles.slide}>
            <button
              type="button"
              className={styles.poster}
              onClick={() => setOpen(event)}
              aria-label={`Enlarge: ${event.name}`}
            >
              {event.image ? (
                <Image
                  src={event.image.src}
                  alt=""
                  width={event.image.width}
                  height={event.image.height}
                  sizes="(max-width: 600px) 80vw, 280px"
                  loading={eager && i < 4 ? 'eager' : 'lazy'}
                  className={styles.image}
                />
              ) : (
                <span className={styles.placeholder}>{event.name}</span>
              )}
            </button>
            <p className={styles.name}>{event.name}</p>
            <p className={styles.date}>{event.when}</p>
            {event.bookingHref ? <BookLink href={event.bookingHref} name={event.name} /> : null}
          </li>
        ))}
      </ul>
    ),
    [events, eager],
  )

  if (!events.length) return <p className="muted">No upcoming events are scheduled. Please check back soon.</p>

  return (
    <div className={styles.root} data-testid="events-slider" data-current={current} {...rootProps}>
      <div className={styles.viewport} ref={setViewport}>
        {list}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => carousel.run((embla) => embla.scrollPrev())}
          aria-label="Previous events"
        >
          ‹
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={toggle}
          aria-label={stopped ? 'Play events slider' : 'Pause events slider'}
        >
          <PlayPauseIcon playing={!stopped} />
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => carousel.run((embla) => embla.scrollNext())}
          aria-label="Next events"
        >
          ›
        </button>
      </div>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.name ?? 'Event'}>
        {open ? (
          <div className={styles.enlarged}>
            {open.image ? (
              <Image
                src={open.image.src}
                alt={open.image.alt || open.name}
                width={open.image.width}
                height={open.image.height}
                sizes="(max-width: 800px) 90vw, 640px"
                className={styles.large}
              />
            ) : null}
            <p>
              <strong>{open.when}</strong>
              {open.location ? ` · ${open.location}` : ''}
            </p>
            {open.description ? <p>{open.description}</p> : null}
            {open.bookingHref ? <BookLink href={open.bookingHref} name={open.name} /> : null}
          </div>
        ) : null}
      </Modal>
    </div>
  )
}

/** A bookable event's link to its booking page (features/visit-booking/). */
function BookLink({ href, name }: { href: string; name: string }) {
  return (
    <a href={href} className={styles.book}>
      Book a place<span className="visually-hidden">: {name}</span>
    </a>
  )
}
