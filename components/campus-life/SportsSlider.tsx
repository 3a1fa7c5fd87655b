'use client'

import { useCarousel } from '@/components/ui/useCarousel'
import Image from 'next/image'
import { useCallback, useEffect, useRef, useState } from 'react'
import styles from './campus-life.module.css'

export type Slide = { name: string; src: string }

const DELAY = 4000

/**
 * The intercollegiate sports slider: advances by itself with a visible pause control (WCAG 2.2.2),
 * never autoplays when the visitor prefers reduced motion, and has previous/next buttons.
 */
export function SportsSlider({ slides }: { slides: Slide[] }) {
  const { setViewport, embla, start } = useCarousel({ loop: true }, (engine) => [
    engine.Autoplay({ delay: DELAY, playOnInit: false, stopOnInteraction: false }),
  ])
  // Started in a task of its own once the page has hydrated: the page's one carousel, its pause
  // control named for what it is doing from the start.
  useEffect(() => {
    const started = setTimeout(start, 0)
    return () => clearTimeout(started)
  }, [start])
  const [playing, setPlaying] = useState(false)
  const [index, setIndex] = useState(0)
  /** Whether the slideshow should run: off under reduced motion or once the visitor pauses it. */
  const wanted = useRef(false)

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setIndex(embla.selectedScrollSnap())
    const onPlay = () => setPlaying(true)
    const onStop = () => setPlaying(false)
    embla.on('select', onSelect).on('autoplay:play', onPlay).on('autoplay:stop', onStop)
    // A resize re-initialises the plugins; resume unless the visitor paused.
    const onReInit = () => {
      if (wanted.current) embla.plugins().autoplay?.play()
    }
    embla.on('reInit', onReInit)
    // Never start by itself for visitors who prefer reduced motion.
    wanted.current = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    if (wanted.current) embla.plugins().autoplay?.play()
    return () => {
      embla.off('select', onSelect).off('autoplay:play', onPlay).off('autoplay:stop', onStop).off('reInit', onReInit)
    }
  }, [embla])

  const toggle = useCallback(() => {
    const autoplay = embla?.plugins().autoplay
    if (!autoplay) return
    wanted.current = !autoplay.isPlaying()
    if (wanted.current) autoplay.play()
    else autoplay.stop()
  }, [embla])

  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label="Intercollegiate sports photos">
      <div className={styles.sliderViewport} ref={setViewport}>
        <div className={styles.sliderTrack} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              className={styles.slide}
              key={slide.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}: ${slide.name}`}
            >
              <Image
                src={slide.src}
                alt={`${slide.name} team in action`}
                width={1200}
                height={500}
                sizes="(max-width: 1200px) 100vw, 1200px"
                priority={i === 0}
              />
            </div>
          ))}
        </div>
      </div>
      <div className={styles.sliderControls}>
        <button type="button" className="btn btn-outline" onClick={toggle}>
          {playing ? 'Pause slideshow' : 'Play slideshow'}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => embla?.scrollPrev()}
          aria-label="Previous slide"
        >
          ‹
        </button>
        <button type="button" className="btn btn-outline" onClick={() => embla?.scrollNext()} aria-label="Next slide">
          ›
        </button>
        <span className="muted" aria-hidden="true">
          {index + 1} / {slides.length}
        </span>
      </div>
    </section>
  )
}
