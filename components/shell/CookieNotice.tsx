'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { acceptNotice, shouldShowNotice } from '@/lib/cookie-consent'
import { Modal } from '@/components/ui/Modal'
import { Tabs } from '@/components/ui/Tabs'
import styles from './CookieNotice.module.css'

type View = 'pending' | 'hidden' | 'notice' | 'details'

/**
 * The first-visit cookie notice of spec §4. The three notices' texts come from the legal pages.
 * The notice is open in the server HTML and shown at once where `cookieNoticeScript` (inline,
 * before it) found it due; the first effect makes it a modal or closes it.
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

  useEffect(() => {
    // localStorage exists only in the browser, so the decision waits for mount (no hydration
    // mismatch). It is taken in a task of its own: making the notice a modal lays the page out,
    // which on a phone made hydration's effects one long task. A choice made meanwhile stands.
    const decide = setTimeout(() => {
      let due = true
      try {
        due = shouldShowNotice(window.localStorage)
      } catch {
        // Storage blocked (private mode, policy): show the notice every visit.
      }
      // Within this task, not batched with the carousels' starts into one long one.
      flushSync(() => setView((view) => (view === 'pending' ? (due ? 'notice' : 'hidden') : view)))
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
          We use cookies and similar technologies to make this site work, to remember your choices and to understand how the site is used so we can improve it.
          By continuing to browse you agree to our use of cookies. You can change your preferences at any time.
        </p>
      </Modal>
      <Modal
        open={view === 'details'}
        onClose={() => setView('notice')}
        title="Cookies, privacy and data protection"
        className={styles.notice}
        fullScreen
        hideClose
        footer={
          <button type="button" className="btn" onClick={() => setView('notice')}>
            I Understand
          </button>
        }
      >
        {/* Only while shown: the notice sits at the top of every page's HTML, the three texts need not. */}
        {view === 'details' ? (
          <Tabs
            label="Notices"
            tabs={[
              { label: 'Cookie Policy', content: cookiePolicy },
              { label: 'Privacy Notice', content: privacyNotice },
              { label: 'Data Protection Notice', content: dataProtection },
            ]}
          />
        ) : null}
      </Modal>
    </>
  )
}
