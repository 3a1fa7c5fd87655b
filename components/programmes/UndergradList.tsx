'use client'

import Image from 'next/image'
import { useId, useState } from 'react'
import { LEVEL_COLUMNS, type LevelFlags } from '@/lib/programmes/format'
import { filterByName } from '@/lib/text/name-filter'
import styles from './programs.module.css'
import { ScrollTable } from '@/components/ui/ScrollTable'
import { PageLink } from '@/components/ui/PageLink'
import { TickIcon } from '@/components/ui/icons'

export type UndergradItem = {
  slug: string
  name: string
  url: string
  levels: LevelFlags
  abbreviations: string[]
  college: string | null
  department: { code: string; name: string } | null
  thumbnail: { src: string; alt: string; width: number; height: number } | null
}

/** The /undergrad list: name search as the visitor types and a Grid/Table toggle (grid by default). */
export function UndergradList({ items }: { items: UndergradItem[] }) {
  const [query, setQuery] = useState('')
  const [view, setView] = useState<'grid' | 'table'>('grid')
  const id = useId()
  const shown = filterByName(items, query)

  return (
    <>
      <div className={styles.toolbar}>
        <div className={`field ${styles.search}`}>
          <label htmlFor={`${id}-q`}>Search programmes by name</label>
          <input id={`${id}-q`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="e.g. Nursing" autoComplete="off" />
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
        {shown.length} of {items.length} programmes shown
      </p>
      {shown.length === 0 ? (
        <p className={styles.empty}>No programme matches “{query}”. Try another name.</p>
      ) : view === 'grid' ? (
        <ul className="grid" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="programme-grid">
          {shown.map((p, i) => (
            <li key={p.slug} className={`card ${styles.programmeCard}`}>
              {p.thumbnail ? (
                // The first card's picture is on every first screen: load it first.
                <Image
                  className={styles.thumb}
                  src={p.thumbnail.src}
                  alt=""
                  width={p.thumbnail.width}
                  height={p.thumbnail.height}
                  sizes="(min-width: 1200px) 280px, (min-width: 600px) 45vw, 96px"
                  priority={i === 0}
                />
              ) : null}
              <div className="card-body">
                <h2 className={styles.cardTitle}>{p.name}</h2>
                <ul className={styles.badges} aria-label="Levels offered">
                  {p.abbreviations.map((a) => (
                    <li key={a} className="badge">
                      {a}
                    </li>
                  ))}
                </ul>
                {p.college ? <p className={styles.meta}>College: {p.college}</p> : null}
                {p.department ? (
                  <p className={styles.meta}>
                    Department: {p.department.name} ({p.department.code})
                  </p>
                ) : null}
                <PageLink className={`btn ${styles.cardAction}`} href={p.url}>
                  Learn More<span className="visually-hidden"> about {p.name}</span>
                </PageLink>
              </div>
            </li>
          ))}
        </ul>
      ) : (
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
                  <td>{p.department?.code ?? ''}</td>
                  {LEVEL_COLUMNS.map((c) => (
                    <td key={c.key} className={styles.center}>
                      {p.levels[c.key] ? <TickIcon className={styles.tick} label="Offered" /> : <span className="visually-hidden">Not offered</span>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </>
  )
}
