'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import type { NavSection } from '@/lib/pages/navigation'
import styles from './MainMenu.module.css'
import { PageLink } from '@/components/ui/PageLink'

/**
 * Disclosure navigation (not an ARIA menu): each section is a button that shows its links.
 * On phones the whole menu sits behind one Menu button. Escape closes and returns focus.
 */
export function MainMenu({ sections }: { sections: NavSection[] }) {
  const [open, setOpen] = useState<number | null>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const pathname = usePathname()
  const navRef = useRef<HTMLElement>(null)
  const id = useId()
  // Links navigate without reloading the page, so the menu closes itself when the page changes.
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(null)
    setMobileOpen(false)
  }

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpen(null)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [])

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape') return
    if (open !== null) {
      const button = document.getElementById(`${id}-button-${open}`)
      setOpen(null)
      button?.focus()
    } else if (mobileOpen) {
      setMobileOpen(false)
      document.getElementById(`${id}-toggle`)?.focus()
    }
  }

  return (
    <nav ref={navRef} aria-label="Main" className={styles.nav} onKeyDown={onKeyDown}>
      <button
        id={`${id}-toggle`}
        type="button"
        className={styles.toggle}
        aria-expanded={mobileOpen}
        aria-controls={`${id}-sections`}
        onClick={() => setMobileOpen((v) => !v)}
      >
        <span aria-hidden="true" className={styles.burger} />
        <span className={styles.toggleLabel}>Menu</span>
      </button>
      <ul id={`${id}-sections`} className={`${styles.sections} ${mobileOpen ? styles.sectionsOpen : ''}`}>
        {sections.map((section, index) => {
          const expanded = open === index
          return (
            <li key={section.label} className={styles.section}>
              <button
                id={`${id}-button-${index}`}
                type="button"
                className={styles.sectionButton}
                aria-expanded={expanded}
                aria-controls={`${id}-panel-${index}`}
                onClick={() => setOpen(expanded ? null : index)}
              >
                {section.label}
                <span aria-hidden="true" className={styles.chevron} />
              </button>
              <ul id={`${id}-panel-${index}`} className={styles.panel} hidden={!expanded}>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <PageLink href={link.href} aria-current={pathname === link.href ? 'page' : undefined}>
                      {link.label}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
