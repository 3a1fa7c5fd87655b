'use client'

import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel'
import { useCallback, useEffect, useRef, useState } from 'react'
import { afterLoadWhenIdle } from './after-load-when-idle'

export type Embla = EmblaCarouselType
export type CarouselEngine = typeof import('./carousel-engine')
/** The carousel's plugins, made from the engine once it has loaded. */
export type Plugins = (engine: CarouselEngine) => EmblaPluginType[]

let engine: CarouselEngine | undefined
let loading: Promise<CarouselEngine> | undefined
function loadEngine(): Promise<CarouselEngine> {
  loading ??= import('./carousel-engine').then((loaded) => (engine = loaded))
  return loading
}

export type Carousel = {
  /** The viewport's ref callback. */
  setViewport: (node: HTMLElement | null) => void
  /** The started carousel, or undefined until something starts it. */
  embla: Embla | undefined
  /** Starts the carousel for a pointer's first touch: within the calling event once its code is here, else as it arrives (nothing if it has started). */
  start: () => void
  /** Runs `action` on the carousel, starting it first if need be (a control used before anything else started it). */
  run: (action: (embla: Embla) => void) => void
}

/**
 * Embla for a server-rendered carousel, started only when it is needed: by whoever calls `start`
 * (the carousel's first touch, or its first autoplay advance: useCarouselAutoplay) or `run` (a
 * control). Starting measures every slide (a forced layout of the page) and adds its listeners:
 * 70–135 ms on a phone (Lighthouse's 4x slower CPU), which at load was one more long task after
 * hydration for each carousel on the page, for a carousel nobody had touched yet. Until it starts
 * the carousel shows its first slide as the server rendered it, and its code (carousel-engine) is
 * not part of the page's first load: it is fetched when the browser is idle after the load.
 */
export function useCarousel(options?: EmblaOptionsType, plugins?: Plugins): Carousel {
  const [embla, setEmbla] = useState<Embla>()
  // What the carousel starts with: the first render's (a started carousel keeps its settings).
  const settings = useRef({ options, plugins })
  // A ref, not state: the viewport's arrival re-rendered the whole carousel right after hydration.
  const viewport = useRef<HTMLElement | null>(null)
  const setViewport = useCallback((node: HTMLElement | null) => {
    viewport.current = node
  }, [])
  const started = useRef(false)
  const created = useRef<Embla | undefined>(undefined)
  const pending = useRef<((embla: Embla) => void) | null>(null)

  // Fetched when the browser is idle after the load, so that it is there when the carousel first
  // needs it: only then does a touch start the carousel within the touch's own event.
  useEffect(() => afterLoadWhenIdle(() => void loadEngine()), [])
  useEffect(
    () => () => {
      created.current?.destroy()
      created.current = undefined
    },
    [],
  )

  const begin = useCallback(() => {
    if (started.current || !viewport.current) return
    started.current = true
    const node = viewport.current
    const create = (loaded: CarouselEngine) => {
      if (!node.isConnected) return
      const { options, plugins } = settings.current
      // Made here, not in an effect: on a pointer's first touch embla listens before this
      // pointer's own mousedown or touchstart, so the swipe that started it moves it.
      created.current = loaded.EmblaCarousel(node, options, plugins?.(loaded))
      setEmbla(created.current)
    }
    if (engine) create(engine)
    else void loadEngine().then(create)
  }, [])

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
          begin()
        })
        waiting.current.observe(node)
        return
      }
      pending.current = action
      begin()
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

  return { setViewport, embla, start: begin, run }
}
