'use client'

import { useLayoutEffect, useState } from 'react'
import { dismiss, isDismissed, isDismissible } from '@/lib/alerts/dismissal'
import type { PublicAlert } from '@/lib/alerts/public-alert'
import { SmartLink } from '@/components/ui/SmartLink'
import { ALERT_HIDDEN_ATTRIBUTE } from './site-alert-script'
import styles from './SiteAlert.module.css'

const LEVEL_LABELS = { emergency: 'Emergency', warning: 'Warning', information: 'Information' } as const

/** setTimeout's longest delay; an end further away is caught by the poll instead. */
const MAX_DELAY_MS = 2 ** 31 - 1

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null // storage blocked: a dismissal lasts for this page only
  }
}

/**
 * One alert at the top of the page: its level in words and colour, headline, text and optional
 * link. Emergencies cannot be dismissed; the others can be, remembered for this version of the
 * alert. It leaves at its end time. SiteAlert places it in the live region that announces it.
 */
export default function SiteAlertBanner({ alert }: { alert: PublicAlert }) {
  const [hidden, setHidden] = useState(false)
  const dismissible = isDismissible(alert)

  // Before the first paint after hydration: take over from the inline script (site-alert-script.ts).
  useLayoutEffect(() => {
    const store = storage()
    const ended = () => Date.now() >= Date.parse(alert.endsAt)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHidden(ended() || (store !== null && isDismissed(store, alert)))
    document.documentElement.removeAttribute(ALERT_HIDDEN_ATTRIBUTE)
    const untilEnd = Date.parse(alert.endsAt) - Date.now()
    if (untilEnd <= 0 || untilEnd > MAX_DELAY_MS) return
    const timer = setTimeout(() => setHidden(true), untilEnd)
    return () => clearTimeout(timer)
  }, [alert])

  if (hidden) return null
  return (
    <div className={styles.alert} data-level={alert.level} data-site-alert={alert.id}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.message}>
          <strong className={styles.level}>{LEVEL_LABELS[alert.level]}</strong>{' '}
          <strong className={styles.headline}>{alert.headline}</strong>{' '}
          <span className={styles.text}>{alert.text}</span>
          {alert.link ? (
            <>
              {' '}
              <SmartLink href={alert.link.href} className={styles.link}>
                {alert.link.label}
              </SmartLink>
            </>
          ) : null}
        </div>
        {dismissible ? (
          <button
            type="button"
            className={styles.dismiss}
            aria-label={`Dismiss alert: ${alert.headline}`}
            onClick={() => {
              const store = storage()
              if (store) dismiss(store, alert)
              setHidden(true)
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </div>
  )
}
