import type { Beacon } from '../beacon-schema'

export const STATS_ENDPOINT = '/api/stats'

/** The share of landings that send their Core Web Vitals (every landing loads the library, so the browser's cache holds it). */
export const VITALS_SAMPLE_RATE = 0.2

type PrivacyNavigator = { doNotTrack?: string | null; globalPrivacyControl?: boolean }

/** Whether the visitor's browser asks not to be tracked (Do Not Track or Global Privacy Control): then nothing is sent. */
export function browserOptedOut(nav: PrivacyNavigator = navigator, win: object = window) {
  return (
    nav.globalPrivacyControl === true || nav.doNotTrack === '1' || (win as { doNotTrack?: unknown }).doNotTrack === '1'
  )
}

/** The referring site's host when it is another site's (a visit's entry), else nothing: never its path. */
export function referrerHost(referrer: string, ownHost: string): string | undefined {
  if (!referrer) return undefined
  try {
    const { hostname } = new URL(referrer)
    return hostname && hostname !== ownHost ? hostname : undefined
  } catch {
    return undefined
  }
}

/** Sends a beacon as text/plain (a simple request: no preflight, no cookie needed, sent even as the page unloads). */
export function send(beacon: Beacon) {
  try {
    if (!navigator.sendBeacon?.(STATS_ENDPOINT, JSON.stringify(beacon)))
      void fetch(STATS_ENDPOINT, { method: 'POST', body: JSON.stringify(beacon), keepalive: true }).catch(() => {})
  } catch {
    /* statistics never disturb the page */
  }
}

/** Runs `task` once the page has loaded and the browser is idle, so counting never competes with the page. */
export function afterLoadAndIdle(task: () => void): () => void {
  let cancelled = false
  let idle: number | undefined
  const run = () => {
    if (cancelled) return
    const schedule = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1))
    idle = schedule(() => !cancelled && task(), { timeout: 5_000 })
  }
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', run)
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle)
  }
}

/**
 * Loads the `web-vitals` library (a chunk of its own, never in the first load) on every landing, so
 * a visitor's later visits find it in the browser's cache and download only their pages; when
 * `sampled`, measures this page load's LCP, INP and CLS and sends each as the library reports it
 * (LCP at the first input or when the page is hidden, INP and CLS when it is hidden).
 */
export async function measureVitals(path: string, sampled: boolean) {
  const { onCLS, onINP, onLCP } = await import('web-vitals')
  if (!sampled) return
  onLCP(({ value }) => send({ kind: 'vitals', path, lcp: value }))
  onINP(({ value }) => send({ kind: 'vitals', path, inp: value }))
  onCLS(({ value }) => send({ kind: 'vitals', path, cls: value }))
}
