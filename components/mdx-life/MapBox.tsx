'use client'

import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'
import styles from './life.module.css'

const LeafletMap = dynamic(() => import('./LeafletMap'), {
  ssr: false,
  loading: () => <div className={styles.mapLoading}>Loading map…</div>,
})

/**
 * A fixed-height box holding a client-only Leaflet map (no layout shift). The map is decorative for
 * screen readers (an image named by `label`, no focusable controls): the address it shows is always
 * written out beside it.
 */
export function MapBox({ label, height = 280, ...map }: ComponentProps<typeof LeafletMap> & { label: string; height?: number }) {
  return (
    <div className={styles.mapBox} style={{ height }} role="img" aria-label={label}>
      <LeafletMap {...map} />
    </div>
  )
}
