'use client'

import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { LEVEL_COLUMNS } from '@/lib/programmes/format'
import { filterByName } from '@/lib/text/name-filter'
import styles from './programs.module.css'
import { ScrollTable } from '@/components/ui/ScrollTable'
import { PageLink } from '@/components/ui/PageLink'
import { TickIcon } from '@/components/ui/icons'
import type { UndergradRow } from './items'

/**
 * The /undergrad list: name search as the visitor types and a Grid/Table toggle (grid by default).
 * The grid comes rendered from the server (`children`, UndergradCards); the search hides its cards
 * by their `data-programme` slug. The table is drawn here, once a visitor asks for it.
 */
export function UndergradList({
  rows,
  searchLabel = 'Search programmes by name',
  children,
}: {
  rows: UndergradRow[]
  /** What the name search looks through, when it is not the whole list (one page of it). */
  searchLabel?: string
  children: ReactNode
}) {
  const [query, setQuery] = useState('')
  const [view, setView] = useState<'grid' | 'table'>('grid')
  const id = useId()
  const grid = useRef<HTMLDivElement>(null)
  const shown = filterByName(rows, query)
  const shownKey = shown.map((p) => p.slug).join(' ')

  useLayoutEffect(() => {
    const slugs = new Set(shownKey.split(' '))
    for (const card of grid.current?.querySelectorAll<HTMLElement>('[data-programme]') ?? [])
      card.hidden = !slugs.has(card.dataset.programme ?? '')
  }, [shownKey])

  return (
    <>
      <div className={styles.toolbar}>
        <div className={`field ${styles.search}`}>
          <label htmlFor={`${id}-q`}>{searchLabel}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="e.g. Nursing"
            autoComplete="off"
          />
        </div>
        <div className={styles.toggle} role="group" aria-label="View as">
          <button type="button" aria-pressed={view === 'grid'} onClick={() => setView('grid')}>
            Grid
          </button>
          <button type="button" aria-pressed={view === 'table'} onClick={() => setView('table')}>
            Table
          </button>
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {shown.length} of {rows.length} programmes shown
      </p>
      {shown.length === 0 ? <p className={styles.empty}>No programme matches “{query}”. Try another name.</p> : null}
      <div ref={grid} hidden={view !== 'grid' || shown.length === 0}>
        {children}
      </div>
      {view === 'table' && shown.length > 0 ? (
        <ScrollTable label="Undergraduate programmes and the degree levels offered" testId="programme-table">
          <table>
            <caption className="visually-hidden">Undergraduate programmes and the degree levels offered</caption>
            <thead>
              <tr>
                <th scope="col">Degree name</th>
                <th scope="col">Department</th>
                {LEVEL_COLUMNS.map((c) => (
                  <th key={c.key} scope="col" className={styles.center}>
                    <abbr title={c.name}>{c.abbr}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((p) => (
                <tr key={p.slug}>
                  <th scope="row">
                    <PageLink href={p.url}>{p.name}</PageLink>
                  </th>
                  <td>{p.departmentCode}</td>
                  {LEVEL_COLUMNS.map((c) => (
                    <td key={c.key} className={styles.center}>
                      {p.levels[c.key] ? (
                        <TickIcon className={styles.tick} label="Offered" />
                      ) : (
                        <span className="visually-hidden">Not offered</span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ) : null}
    </>
  )
}
