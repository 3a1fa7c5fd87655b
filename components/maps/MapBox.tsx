'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, type ComponentProps } from 'react'
import styles from './maps.module.css'

const LeafletMap = dynamic(() => import('./LeafletMap'), {
  ssr: false,
  loading: () => <div className={styles.mapLoading}>Loading map…</div>,
})

/**
 * A fixed-height box holding a client-only Leaflet map (no layout shift). The map is decorative for
 * screen readers (an image named by `label`, no focusable controls): the address it shows is always
 * written out beside it.
 */
export function MapBox({
  label,
  height = 280,
  ...map
}: ComponentProps<typeof LeafletMap> & { label: string; height?: number }) {
  const box = useRef<HTMLDivElement>(null)
  const near = useNearViewport(box)
  return (
    <div ref={box} className={styles.mapBox} style={{ height }} role="img" aria-label={label}>
      {near ? <LeafletMap {...map} /> : <div className={styles.mapLoading}>Map</div>}
    </div>
  )
}

/**
 * True once the element comes within a quarter screen of the viewport: Leaflet (~45 kB, and ~100 ms
 * of a phone's main thread to start) and its tiles load then, not for maps still a screen away or
 * under the first-visit notice (the page starts below it until it is answered).
 */
function useNearViewport(ref: React.RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') return setNear(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: '25% 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return near
}
