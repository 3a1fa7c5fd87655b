'use client'

import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import styles from './Modal.module.css'

type Props = {
  /** undefined: not decided yet, the dialog stays as the HTML has it (see openInHtml). */
  open: boolean | undefined
  onClose: () => void
  /** Accessible name of the dialog; shown as its heading. */
  title: string
  children: ReactNode
  /** Fill the viewport (e.g. the cookie notice's "More Information"). */
  fullScreen?: boolean
  /** Hide the × button when the dialog has its own way out. */
  hideClose?: boolean
  footer?: ReactNode
  /**
   * Open already in the server HTML, so it is painted with the page instead of after the scripts
   * (the first-visit cookie notice); the first effect that decides `open` makes it a real modal,
   * unless an inline script already has.
   */
  openInHtml?: boolean
  className?: string
  /** For a script outside React that finds the dialog (the cookie notice's inline script). */
  id?: string
}

/** Shown with showModal() (a browser without `:modal` counts any open dialog as modal). */
function isModal(dialog: HTMLDialogElement) {
  try {
    return dialog.matches(':modal')
  } catch {
    return dialog.open
  }
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert, closes on
 * Escape and returns focus to the opener. Every modal in the site uses this one.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  fullScreen,
  hideClose,
  footer,
  openInHtml,
  className,
  id,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // The close event of turning the server's open dialog into a modal is not the visitor closing it.
  const upgrading = useRef(false)

  // A layout effect: the dialog opens in the same task as the render that asks for it. With a
  // passive effect, the close event of a dialog just dismissed with Escape could arrive after that
  // render and before showModal(), and be taken for the visitor closing the new one.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog || open === undefined) return
    if (open && !isModal(dialog)) {
      // close() and showModal() in one task: nothing is painted in between.
      if (dialog.open) {
        upgrading.current = true
        dialog.close()
      }
      dialog.showModal()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      id={id}
      ref={ref}
      className={[styles.dialog, fullScreen ? styles.fullScreen : '', className ?? ''].filter(Boolean).join(' ')}
      // Never changes after the first render, so React leaves the attribute to showModal()/close().
      open={openInHtml || undefined}
      aria-labelledby={titleId}
      onClose={() => {
        if (upgrading.current) {
          upgrading.current = false
          return
        }
        // Undecided (`open` undefined: the cookie notice before its decision is rendered) counts
        // as open: the visitor closed what the HTML showed.
        if (open !== false && !ref.current?.open) onClose()
      }}
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
              {/* A drawn cross, not a "×" character: a one-glyph text leaves contrast checkers unsure it is text. */}
              <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  )
}
