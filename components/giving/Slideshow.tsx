'use client'

import { useCarousel } from '@/components/ui/useCarousel'
import Image from 'next/image'
import { useMemo } from 'react'
import { autoplayPlugin, useCarouselAutoplay } from '@/components/ui/CarouselAutoplay'
import styles from './Giving.module.css'
import { PlayPauseIcon } from '@/components/ui/icons'

/** Static-content spec §4: sliders advance by themselves (with a pause control, held on hover and focus). */
export const SLIDESHOW_AUTOPLAY_MS = 6000

type Slide = {
  src: string
  alt: string
  width: number
  height: number
  caption?: string
  quote?: string
  name?: string
}

/**
 * A slideshow that advances every 6 s and has previous, pause/play and next buttons. `story` slides put the photo beside a
 * quote (the student stories on /giving); `priority` marks the first image as above the fold.
 */
export function Slideshow({ slides, label, priority = false }: { slides: Slide[]; label: string; priority?: boolean }) {
  const { setViewport, ...carousel } = useCarousel({ loop: true }, (engine) => [
    autoplayPlugin(engine, SLIDESHOW_AUTOPLAY_MS),
  ])
  const { current, stopped, running, toggle, rootProps } = useCarouselAutoplay(carousel, {
    delay: SLIDESHOW_AUTOPLAY_MS,
    disabled: slides.length < 2,
  })
  // Rendered once for its slides: starting the slideshow, and each slide it moves to, re-render
  // the slideshow around them, not every slide.
  const track = useMemo(
    () => (
      <div className={styles.slides}>
        {slides.map((s, i) => (
          // The slide is a group around the figure: a figure with a caption may not take another role.
          <div
            key={s.src}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
          >
            <figure className={s.quote ? styles.story : styles.figure}>
              <Image
                src={s.src}
                alt={s.alt}
                width={s.width}
                height={s.height}
                sizes={s.quote ? '(max-width: 700px) 100vw, 360px' : '(max-width: 900px) 100vw, 900px'}
                priority={priority && i === 0}
                className={s.quote ? styles.storyImage : styles.slideImage}
              />
              {s.quote ? (
                <figcaption>
                  <blockquote className={styles.quote}>
                    <p>“{s.quote}”</p>
                  </blockquote>
                  {s.name ? <p className={styles.quoteName}>{s.name}</p> : null}
                </figcaption>
              ) : s.caption ? (
                <figcaption>{s.caption}</figcaption>
              ) : null}
            </figure>
          </div>
        ))}
      </div>
    ),
    [slides, priority],
  )
  if (!slides.length) return null
  return (
    <section
      className={styles.slideshow}
      aria-roledescription="carousel"
      aria-label={label}
      data-current={current}
      {...rootProps}
    >
      <div className={styles.viewport} ref={setViewport}>
        {track}
      </div>
      {slides.length > 1 ? (
        <div className={styles.slideControls}>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => carousel.run((embla) => embla.scrollPrev())}
            aria-label="Previous slide"
          >
            ‹
          </button>
          <button
            type="button"
            className="btn btn-outline"
            onClick={toggle}
            aria-label={stopped ? `Play: ${label}` : `Pause: ${label}`}
          >
            <PlayPauseIcon playing={!stopped} />
          </button>
          <span aria-live={running ? 'off' : 'polite'}>
            {current + 1} / {slides.length}
          </span>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => carousel.run((embla) => embla.scrollNext())}
            aria-label="Next slide"
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  )
}
