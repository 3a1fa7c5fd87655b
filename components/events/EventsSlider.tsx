'use client'

import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import Image from 'next/image'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Modal } from '@/components/ui/Modal'
import { EVENTS_AUTOPLAY_MS } from '@/lib/home/content'
import styles from './EventsSlider.module.css'

export type SliderEvent = {
  slug: string
  name: string
  date: string
  location: string | null
  description: string | null
  image: { src: string; alt: string; width: number; height: number } | null
}

const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Jamaica', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })

const REDUCED = '(prefers-reduced-motion: reduce)'
function subscribeReducedMotion(onChange: () => void) {
  const mq = window.matchMedia(REDUCED)
  mq.addEventListener('change', onChange)
  return () => mq.removeEventListener('change', onChange)
}
function prefersReducedMotion() {
  return window.matchMedia(REDUCED).matches
}

/** Upcoming events slider (home, /parents, /giving): autoplay 2.5 s, pauses on hover and focus; a click enlarges the event. */
export function EventsSlider({ events }: { events: SliderEvent[] }) {
  const [autoplay] = useState(() => Autoplay({ delay: EVENTS_AUTOPLAY_MS, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false }))
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [autoplay])
  const [open, setOpen] = useState<SliderEvent | null>(null)
  const [current, setCurrent] = useState(0)

  const [choice, setChoice] = useState<'auto' | 'paused' | 'playing'>('auto')
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false)
  // Stopped by the visitor (or by reduced motion); also held while an event is open.
  const stopped = choice === 'paused' || (choice === 'auto' && reduced)
  const paused = stopped || open !== null
  const pausedRef = useRef(paused)

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setCurrent(embla.selectedScrollSnap())
    embla.on('select', onSelect)
    return () => {
      embla.off('select', onSelect)
    }
  }, [embla])

  useEffect(() => {
    pausedRef.current = paused
    if (!embla) return
    if (paused) autoplay.stop()
    else autoplay.play()
  }, [embla, autoplay, paused])

  // Hover and focus hold the slider; they never restart one the visitor paused.
  const hold = (on: boolean) => {
    if (pausedRef.current) return
    if (on) autoplay.stop()
    else autoplay.play()
  }

  if (!events.length) return <p className="muted">No upcoming events are scheduled. Please check back soon.</p>

  return (
    <div
      className={styles.root}
      data-testid="events-slider"
      data-current={current}
      onMouseEnter={() => hold(true)}
      onMouseLeave={() => hold(false)}
      onFocus={() => hold(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hold(false)
      }}
    >
      <div className={styles.viewport} ref={emblaRef}>
        <ul className={styles.track}>
          {events.map((event) => (
            <li key={event.slug} className={styles.slide}>
              <button type="button" className={styles.poster} onClick={() => setOpen(event)} aria-label={`Enlarge: ${event.name}`}>
                {event.image ? (
                  <Image src={event.image.src} alt="" width={event.image.width} height={event.image.height} sizes="(max-width: 600px) 80vw, 280px" className={styles.image} />
                ) : (
                  <span className={styles.placeholder}>{event.name}</span>
                )}
              </button>
              <p className={styles.name}>{event.name}</p>
              <p className={styles.date}>{dateFormat.format(new Date(event.date))}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.controls}>
        <button type="button" className="btn btn-outline" onClick={() => embla?.scrollPrev()} aria-label="Previous events">
          ‹
        </button>
        <button type="button" className="btn btn-outline" onClick={() => setChoice(stopped ? 'playing' : 'paused')} aria-label={stopped ? 'Play events slider' : 'Pause events slider'}>
          <span aria-hidden="true">{stopped ? '►' : '❚❚'}</span>
        </button>
        <button type="button" className="btn btn-outline" onClick={() => embla?.scrollNext()} aria-label="Next events">
          ›
        </button>
      </div>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.name ?? 'Event'}>
        {open ? (
          <div className={styles.enlarged}>
            {open.image ? <Image src={open.image.src} alt={open.image.alt || open.name} width={open.image.width} height={open.image.height} sizes="(max-width: 800px) 90vw, 640px" className={styles.large} /> : null}
            <p>
              <strong>{dateFormat.format(new Date(open.date))}</strong>
              {open.location ? ` · ${open.location}` : ''}
            </p>
            {open.description ? <p>{open.description}</p> : null}
          </div>
        ) : null}
      </Modal>
    </div>
  )
}
