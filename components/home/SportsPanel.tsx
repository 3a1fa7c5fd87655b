'use client'

import { lazy, Suspense, useId, useState } from 'react'
import { HouseItems, type House } from './HouseItems'
import styles from './SportsPanel.module.css'

// Loaded when the panel is first opened: collapsed, nothing shows that could go stale, and the
// home page's first paint does not wait for the refreshing code (SWR) to download and run.
const LiveHouseItems = lazy(() => import('./LiveHouseItems'))

/** Floating Sports Day results: houses by points, collapsible, refreshed in the background while open. */
export function SportsPanel({ initial }: { initial: House[] }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  if (!initial.length) return null
  const fromServer = <HouseItems houses={initial} />
  return (
    <aside className={styles.panel} aria-label="Sports Day results" data-testid="sports-panel">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        Sports Day results {open ? '▾' : '▴'}
      </button>
      <ol id={id} className={styles.list} hidden={!open}>
        {open ? (
          <Suspense fallback={fromServer}>
            <LiveHouseItems initial={initial} />
          </Suspense>
        ) : (
          fromServer
        )}
      </ol>
    </aside>
  )
}
