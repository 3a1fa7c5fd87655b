'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { acceptNotice, shouldShowNotice } from '@/lib/cookie-consent'
import { Modal } from '@/components/ui/Modal'
import { Tabs } from '@/components/ui/Tabs'

type View = 'hidden' | 'notice' | 'details'

/** The first-visit cookie notice of spec §4. The three notices' texts come from the legal pages. */
export function CookieNotice({
  cookiePolicy,
  privacyNotice,
  dataProtection,
}: {
  cookiePolicy: ReactNode
  privacyNotice: ReactNode
  dataProtection: ReactNode
}) {
  const [view, setView] = useState<View>('hidden')

  useEffect(() => {
    // localStorage exists only in the browser, so the decision waits for mount (no hydration mismatch).
    try {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (shouldShowNotice(window.localStorage)) setView('notice')
    } catch {
      // Storage blocked (private mode, policy): show the notice every visit.
       
      setView('notice')
    }
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
        open={view === 'notice'}
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
        fullScreen
        hideClose
        footer={
          <button type="button" className="btn" onClick={() => setView('notice')}>
            I Understand
          </button>
        }
      >
        <Tabs
          label="Notices"
          tabs={[
            { label: 'Cookie Policy', content: cookiePolicy },
            { label: 'Privacy Notice', content: privacyNotice },
            { label: 'Data Protection Notice', content: dataProtection },
          ]}
        />
      </Modal>
    </>
  )
}
