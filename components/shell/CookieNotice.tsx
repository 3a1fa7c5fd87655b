'use client'

import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react'
import { acceptNotice, shouldShowNotice } from './cookie-consent'
import { Modal } from '@/components/ui/Modal'
import { NOTICE_ID } from './cookie-notice-script'
import styles from './CookieNotice.module.css'

type View = 'pending' | 'hidden' | 'notice' | 'details'

// "More Information" (its modal and the tabs) is not in the page's first load: fetched once the
// notice is shown, so it is there by the time the visitor asks for it.
const loadDetails = () => import('./CookieNoticeDetails')
const CookieNoticeDetails = lazy(loadDetails)

/**
 * The first-visit cookie notice of spec §4. The three notices' texts come from the legal pages.
 * The notice is open in the server HTML; `cookieNoticeScript` (inline, right after it) shows it as
 * a modal where it is due, and the first effect takes over from there.
 */
export function CookieNotice({
  cookiePolicy,
  privacyNotice,
  dataProtection,
}: {
  cookiePolicy: ReactNode
  privacyNotice: ReactNode
  dataProtection: ReactNode
}) {
  // 'pending' until mounted: the notice stays as the server HTML and the inline script left it.
  const [view, setView] = useState<View>('pending')
  // Mounted from the first "More Information" on, so its dialog closes (rather than leaves) after.
  const [detailsAsked, setDetailsAsked] = useState(false)
  if (view === 'details' && !detailsAsked) setDetailsAsked(true)

  useEffect(() => {
    // localStorage exists only in the browser, so the decision waits for mount (no hydration
    // mismatch). It is taken in a task of its own, not added to hydration's effects: where the
    // inline script could not make the notice a modal, doing it here lays the page out. A choice
    // made meanwhile stands.
    const decide = setTimeout(() => {
      let due = true
      try {
        due = shouldShowNotice(window.localStorage)
      } catch {
        // Storage blocked (private mode, policy): show the notice every visit.
      }
      // The inline script showed it and the visitor closed it (Escape, Back) before the scripts came.
      const notice = document.getElementById(NOTICE_ID) as HTMLDialogElement | null
      if (due && notice?.open === false) due = false
      // A transition: where the inline script has shown the notice, this changes nothing on screen,
      // and React renders it in short tasks, yielding to the page (a synchronous update here took
      // whatever else was pending with it: 60-130 ms in one task on a phone).
      startTransition(() => setView((view) => (view === 'pending' ? (due ? 'notice' : 'hidden') : view)))
      if (due) void loadDetails().catch(() => {})
    }, 0)
    return () => clearTimeout(decide)
  }, [])

  const accept = () => {
    try {
      acceptNotice(window.localStorage)
    } catch {
      /* nothing to remember it in */
    }
    setView('hidden')
  }

  return (
    <>
      <Modal
        open={view === 'pending' ? undefined : view === 'notice'}
        openInHtml
        id={NOTICE_ID}
        className={styles.notice}
        onClose={() => setView('hidden')}
        title="This website uses cookies"
        footer={
          <>
            <button type="button" className="btn btn-outline" onClick={() => setView('details')}>
              More Information
            </button>
            <button type="button" className="btn" onClick={accept}>
              Yes, I Accept
            </button>
          </>
        }
      >
        <p>
          We use cookies and similar technologies to make this site work and to remember your choices, such as having
          seen this notice. To learn which pages are read, we count page views, the search engine or social site a visit
          came from and how fast pages load, with no cookie and nothing that identifies you, and nothing at all when
          your browser asks not to be tracked. By continuing to browse you agree to our use of cookies. You can change
          your preferences at any time.
        </p>
      </Modal>
      {detailsAsked ? (
        <Suspense fallback={null}>
          <CookieNoticeDetails
            open={view === 'details'}
            onClose={() => setView('notice')}
            cookiePolicy={cookiePolicy}
            privacyNotice={privacyNotice}
            dataProtection={dataProtection}
          />
        </Suspense>
      ) : null}
    </>
  )
}
