'use client'

import { lazy, Suspense, useEffect, useState } from 'react'
import { ALERT_ENDPOINT, ALERT_POLL_MS, sameAlert, type PublicAlert } from '@/lib/alerts/public-alert'
// The banner's styles load with the page (a stylesheet in the head), not with its lazily loaded
// code: an alert in the server HTML is painted styled, and hidden before paint when dismissed.
import './SiteAlert.module.css'

// Its code loads only when an alert is on: without one, every page carries just this poller.
const SiteAlertBanner = lazy(() => import('./SiteAlertBanner'))

/**
 * The site-wide alert's slot at the top of every page: the alert on when the page was rendered
 * (in the server HTML), then, while the page is open and visible, whatever the site says every
 * ALERT_POLL_MS (a new alert appears, an ended or deleted one leaves). Polling pauses while the
 * tab is hidden and asks at once when it is shown again.
 *
 * The two live regions are on every page from the start, empty without an alert: screen readers
 * announce what is added to a live region that already exists, not a region inserted with its
 * text, so an alert that arrives by polling is heard. Emergencies go in the assertive one.
 */
export function SiteAlert({ initial }: { initial: PublicAlert | null }) {
  const [alert, setAlert] = useState(initial)

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined
    const poll = () =>
      fetch(ALERT_ENDPOINT, { cache: 'no-store' })
        .then((response) => (response.ok ? (response.json() as Promise<{ alert: PublicAlert | null }>) : null))
        .then((body) => body && setAlert((shown) => (sameAlert(shown, body.alert) ? shown : body.alert)))
        // Offline or the server busy: keep what shows and ask again next time.
        .catch(() => {})
    const schedule = () => {
      clearInterval(timer)
      if (document.visibilityState === 'visible') timer = setInterval(poll, ALERT_POLL_MS)
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void poll()
      schedule()
    }
    schedule()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [])

  const banner = alert ? (
    <Suspense fallback={null}>
      <SiteAlertBanner key={`${alert.id}@${alert.version}`} alert={alert} />
    </Suspense>
  ) : null
  const urgent = alert?.level === 'emergency'
  return (
    <>
      <div role="alert">{urgent ? banner : null}</div>
      <div role="status">{urgent ? null : banner}</div>
    </>
  )
}
