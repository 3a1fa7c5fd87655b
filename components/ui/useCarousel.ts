'use client'

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useCallback, useEffect, useRef } from 'react'
import { flushSync } from 'react-dom'

type Options = Parameters<typeof useEmblaCarousel>[0]
type Plugins = Parameters<typeof useEmblaCarousel>[1]
export type Embla = NonNullable<UseEmblaCarouselType[1]>

export type Carousel = {
  /** The viewport's ref callback. */
  setViewport: (node: HTMLElement | null) => void
  /** The started carousel, or undefined until something starts it. */
  embla: UseEmblaCarouselType[1]
  /** Starts the carousel now, within the calling event, for a pointer's first touch (nothing if it has started). */
  start: () => void
  /** Runs `action` on the carousel, starting it first if need be (a control used before anything else started it). */
  run: (action: (embla: Embla) => void) => void
}

/**
 * Embla for a server-rendered carousel, started only when it is needed: by whoever calls `start`
 * (the carousel's first touch, or its first autoplay advance: useCarouselAutoplay) or `run` (a
 * control). Starting measures every slide (a forced layout of the page) and
 * adds its listeners: 70–135 ms on a phone (Lighthouse's 4x slower CPU), which at load was one
 * more long task after hydration for each carousel on the page, for a carousel nobody had touched
 * yet. Until it starts the carousel shows its first slide as the server rendered it.
 */
export function useCarousel(options?: Options, plugins?: Plugins): Carousel {
  const [emblaRef, embla] = useEmblaCarousel(options, plugins)
  // A ref, not state: the viewport's arrival re-rendered the whole carousel right after hydration.
  const viewport = useRef<HTMLElement | null>(null)
  const setViewport = useCallback((node: HTMLElement | null) => {
    viewport.current = node
  }, [])
  const started = useRef(false)
  const pending = useRef<((embla: Embla) => void) | null>(null)

  const begin = useCallback(
    (now: boolean) => {
      if (started.current || !viewport.current) return
      started.current = true
      const node = viewport.current
      // A pointer's start is made within its event (flushSync): embla exists, with its listeners,
      // before this pointer's own mousedown or touchstart, so the swipe that started it moves it.
      // Any other start is an ordinary update, which React renders in short tasks of its own.
      if (now) flushSync(() => emblaRef(node))
      else emblaRef(node)
    },
    [emblaRef],
  )
  const start = useCallback(() => begin(true), [begin])

  const waiting = useRef<IntersectionObserver | null>(null)
  const run = useCallback(
    (action: (embla: Embla) => void) => {
      if (embla) return action(embla)
      const node = viewport.current
      // A control is on screen when used; an autoplay advance comes due wherever the carousel is.
      // One the browser has not rendered (a block below the fold, the page under the first visit's
      // cookie notice: content-visibility) is not started then: measuring its slides would force
      // a layout of the block, or of the whole page (0.1-0.9 s at 4x), for slides nobody sees. It
      // starts when it comes on screen, and autoplay's first advance comes a delay after that.
      if (node && node.checkVisibility?.({ contentVisibilityAuto: true }) === false) {
        if (waiting.current) return
        waiting.current = new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          waiting.current?.disconnect()
          waiting.current = null
          begin(false)
        })
        waiting.current.observe(node)
        return
      }
      pending.current = action
      begin(false)
    },
    [embla, begin],
  )
  useEffect(() => () => waiting.current?.disconnect(), [])

  useEffect(() => {
    if (!embla || !pending.current) return
    const action = pending.current
    pending.current = null
    action(embla)
  }, [embla])

  return { setViewport, embla, start, run }
}
