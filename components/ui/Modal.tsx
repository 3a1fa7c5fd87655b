'use client'

import { useEffect, useId, useRef, type ReactNode } from 'react'
import styles from './Modal.module.css'

type Props = {
  open: boolean
  onClose: () => void
  /** Accessible name of the dialog; shown as its heading. */
  title: string
  children: ReactNode
  /** Fill the viewport (e.g. the cookie notice's "More Information"). */
  fullScreen?: boolean
  /** Hide the × button when the dialog has its own way out. */
  hideClose?: boolean
  footer?: ReactNode
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert, closes on
 * Escape and returns focus to the opener. Every modal in the site uses this one.
 */
export function Modal({ open, onClose, title, children, fullScreen, hideClose, footer }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${fullScreen ? styles.fullScreen : ''}`}
      aria-labelledby={titleId}
      onClose={() => open && onClose()}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === ref.current) onClose()
      }}
    >
      <div className={styles.content}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {hideClose ? null : (
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              ×
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  )
}
