'use client'

import type { ReactNode } from 'react'
import { Modal } from '@/components/ui/Modal'
import { Tabs } from '@/components/ui/Tabs'
import styles from './CookieNotice.module.css'

/**
 * The cookie notice's "More Information": a full-screen modal with the three notices in tabs.
 * Loaded apart from the notice (components/shell/CookieNotice), which fetches it once it is shown.
 */
export default function CookieNoticeDetails({
  open,
  onClose,
  cookiePolicy,
  privacyNotice,
  dataProtection,
}: {
  open: boolean
  onClose: () => void
  cookiePolicy: ReactNode
  privacyNotice: ReactNode
  dataProtection: ReactNode
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Cookies, privacy and data protection"
      className={styles.notice}
      fullScreen
      hideClose
      footer={
        <button type="button" className="btn" onClick={onClose}>
          I Understand
        </button>
      }
    >
      {open ? (
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
  )
}
