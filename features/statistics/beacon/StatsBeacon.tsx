'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { afterLoadAndIdle, browserOptedOut, measureVitals, referrerHost, send, VITALS_SAMPLE_RATE } from './send'

/**
 * The page-statistics beacon (features/statistics/README.md): after the page has loaded and the
 * browser is idle, one view of this address (and, on the first page of a visit from another site,
 * that site's host); on a sampled share of landings, the page's Core Web Vitals. No cookie, no
 * storage, no identifier; nothing at all when the browser sends Do Not Track or Global Privacy Control.
 */
export function StatsBeacon() {
  const pathname = usePathname()
  const first = useRef(true)

  useEffect(() => {
    if (browserOptedOut()) return
    const landing = first.current
    first.current = false
    return afterLoadAndIdle(() => {
      const path = window.location.pathname + window.location.search
      // document.referrer stays the landing page's across the visit's client-side navigations.
      const referrer = landing ? referrerHost(document.referrer, window.location.hostname) : undefined
      send(referrer ? { kind: 'view', path, referrer } : { kind: 'view', path })
      if (landing) void measureVitals(path, Math.random() < VITALS_SAMPLE_RATE).catch(() => {})
    })
  }, [pathname])

  return null
}
