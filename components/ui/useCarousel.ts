'use client'

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'

type Options = Parameters<typeof useEmblaCarousel>[0]
type Plugins = Parameters<typeof useEmblaCarousel>[1]

/**
 * Embla for a server-rendered carousel, started in a task of its own once the page has hydrated.
 * Starting measures every slide (a forced layout of the page) and adds its listeners: on a phone
 * that is ~40 ms which, run inside hydration's effects, made one long task of both (and so does
 * starting two carousels together). Until it starts the carousel shows its first slide as the server rendered it, and its buttons do nothing.
 */
export function useCarousel(
  options?: Options,
  plugins?: Plugins,
): [(node: HTMLElement | null) => void, UseEmblaCarouselType[1]] {
  const [emblaRef, embla] = useEmblaCarousel(options, plugins)
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  useEffect(() => {
    if (!viewport) return
    // flushSync: started within this task, not batched with the page's other starts into one long one.
    const start = setTimeout(() => flushSync(() => emblaRef(viewport)), 0)
    return () => {
      clearTimeout(start)
      emblaRef(null)
    }
  }, [viewport, emblaRef])
  return [setViewport, embla]
}
