'use client'

import useEmblaCarousel from 'embla-carousel-react'
import Image from 'next/image'
import { useEffect, useState } from 'react'
import styles from './Giving.module.css'

type Slide = { src: string; alt: string; width: number; height: number; caption?: string }

/** A simple slideshow moved by its buttons (no autoplay). */
export function Slideshow({ slides, label }: { slides: Slide[]; label: string }) {
  const [ref, embla] = useEmblaCarousel({ loop: true })
  const [current, setCurrent] = useState(0)
  useEffect(() => {
    if (!embla) return
    const on = () => setCurrent(embla.selectedScrollSnap())
    embla.on('select', on)
    return () => {
      embla.off('select', on)
    }
  }, [embla])
  if (!slides.length) return null
  return (
    <section className={styles.slideshow} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.viewport} ref={ref}>
        <div className={styles.slides}>
          {slides.map((s, i) => (
            <figure key={s.src} className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${slides.length}`}>
              <Image src={s.src} alt={s.alt} width={s.width} height={s.height} sizes="(max-width: 900px) 100vw, 900px" priority={i === 0} className={styles.slideImage} />
              {s.caption ? <figcaption>{s.caption}</figcaption> : null}
            </figure>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className={styles.slideControls}>
          <button type="button" className="btn btn-outline" onClick={() => embla?.scrollPrev()} aria-label="Previous slide">
            ‹
          </button>
          <span aria-live="polite">
            {current + 1} / {slides.length}
          </span>
          <button type="button" className="btn btn-outline" onClick={() => embla?.scrollNext()} aria-label="Next slide">
            ›
          </button>
        </div>
      ) : null}
    </section>
  )
}
