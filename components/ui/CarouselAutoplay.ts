'use client'

import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react'
import type { Carousel, CarouselEngine } from './useCarousel'

const REDUCED = '(prefers-reduced-motion: reduce)'
function subscribeReducedMotion(onChange: () => void) {
  const mq = window.matchMedia(REDUCED)
  mq.addEventListener('change', onChange)
  return () => mq.removeEventListener('change', onChange)
}
const prefersReducedMotion = () => window.matchMedia(REDUCED).matches

/** The autoplay plugin for useCarouselAutoplay, which plays and holds it itself. */
export function autoplayPlugin(engine: CarouselEngine, delay: number) {
  return engine.Autoplay({
    delay,
    playOnInit: false,
    stopOnInteraction: false,
    stopOnMouseEnter: false,
    stopOnFocusIn: false,
  })
}

/**
 * Autoplay the way WCAG 2.2.2 wants it, shared by every carousel (made with autoplayPlugin): a visible pause/play choice,
 * no autoplay under prefers-reduced-motion (until the visitor presses play), and a hold while
 * the pointer is over the carousel or focus is inside it (or while `held`, e.g. a modal is open).
 * Also tracks the selected slide, and starts the carousel (useCarousel) when it is first needed:
 * touched (`rootProps`, for the carousel's outermost element), or when its first advance is due,
 * which it then makes, so the slides keep their cadence from the page's load; a carousel the
 * browser has not rendered then starts when it comes on screen, its first advance a delay later.
 */
export function useCarouselAutoplay(
  { embla, start, run }: Omit<Carousel, 'setViewport'>,
  { delay, disabled = false, held = false }: { delay: number; disabled?: boolean; held?: boolean },
) {
  const [choice, setChoice] = useState<'auto' | 'paused' | 'playing'>('auto')
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [current, setCurrent] = useState(0)
  const stopped = choice === 'paused' || (choice === 'auto' && reduced)
  const running = !disabled && !stopped && !held && !hovered && !focused

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setCurrent(embla.selectedScrollSnap())
    // It may have moved as it started (its first advance).
    onSelect()
    embla.on('select', onSelect)
    return () => {
      embla.off('select', onSelect)
    }
  }, [embla])

  useEffect(() => {
    if (embla || !running) return
    const due = setTimeout(() => run((started) => started.scrollNext()), delay)
    return () => clearTimeout(due)
  }, [embla, running, run, delay])

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay
    if (!autoplay) return
    if (running) autoplay.play()
    else autoplay.stop()
  }, [embla, running])

  const toggle = useCallback(() => setChoice(stopped ? 'playing' : 'paused'), [stopped])

  const rootProps = {
    // A first touch or click starts it (its controls start it themselves through `run`); in the
    // capture phase, so embla listens before this pointer's mousedown or touchstart: the swipe moves it.
    onPointerDownCapture: start,
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
    },
  }

  return { current, stopped, running, toggle, rootProps }
}
