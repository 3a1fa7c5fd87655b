'use client'

import { useDeferredValue, useEffect, useState } from 'react'
import type { DirectoryEntry } from '@/lib/reads/directory'
import { filterByName } from '@/lib/text/name-filter'
import styles from './Directory.module.css'

/** The most matches a search of the whole directory shows at once. */
export const MAX_SHOWN = 100

type Props = {
  /** The entries of this page (all of them while the directory fits one page). */
  entries: DirectoryEntry[]
  /** How many entries the whole directory has. */
  total: number
  /** How many entries come before this page's first. */
  offset?: number
  /** Where every entry is read from (JSON) once the directory runs past one page, so a search covers all of them. */
  allUrl?: string
}

/** What the status line says: how many are listed, or how many match. */
export function directoryStatus({
  query,
  matches,
  shown,
  pageCount,
  total,
  offset,
}: {
  query: string
  matches: number
  shown: number
  pageCount: number
  total: number
  offset: number
}): string {
  const q = query.trim()
  if (!q) {
    return pageCount === total
      ? `${total} offices and departments`
      : `${offset + 1}–${offset + pageCount} of ${total} offices and departments`
  }
  if (matches === 0) {
    return `No office or department matches “${q}”. Try another word, or see the list of extensions below.`
  }
  const of = matches === total ? '' : ` of ${total}`
  return shown < matches
    ? `${matches}${of} match “${q}”; the first ${shown} are shown. Type more of the name to narrow them.`
    : `${matches}${of} match “${q}”`
}

/**
 * The directory with a name filter applied as the visitor types. While the directory fits one page
 * the filter runs over its entries; once it runs past one page, the first letter typed fetches
 * every entry (`allUrl`) and the filter searches all of them, whatever page is open.
 */
export function DirectoryFilter({ entries, total, offset = 0, allUrl }: Props) {
  const [query, setQuery] = useState('')
  const [all, setAll] = useState<DirectoryEntry[] | null>(null)
  const deferred = useDeferredValue(query)
  const searching = deferred.trim() !== ''
  useEffect(() => {
    if (!allUrl || !searching || all) return
    let cancelled = false
    fetch(allUrl)
      .then((response) => (response.ok ? (response.json() as Promise<{ entries: DirectoryEntry[] }>) : null))
      .then((body) => {
        if (!cancelled && body) setAll(body.entries)
      })
      .catch(() => {
        // The page's own entries stay searchable.
      })
    return () => {
      cancelled = true
    }
  }, [allUrl, searching, all])
  const pool = searching && all ? all : entries
  const matched = filterByName(pool, deferred)
  const shown = searching ? matched.slice(0, MAX_SHOWN) : matched
  return (
    <div>
      <div className={`field ${styles.filter}`}>
        <label htmlFor="directory-filter">Search by name</label>
        <input
          id="directory-filter"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          maxLength={100}
          autoComplete="off"
          placeholder="e.g. records, library, admissions"
          aria-controls="directory-entries"
        />
      </div>
      <p className={styles.count} role="status">
        {directoryStatus({
          query: deferred,
          matches: matched.length,
          shown: shown.length,
          pageCount: entries.length,
          total: searching && all ? all.length : total,
          offset,
        })}
      </p>
      <ul id="directory-entries" className={styles.entries}>
        {shown.map((e) => (
          <li key={e.id} className={styles.entry} data-testid="directory-entry">
            <h3>{e.name}</h3>
            <dl>
              {e.matters ? (
                <>
                  <dt>Matters</dt>
                  <dd>{e.matters}</dd>
                </>
              ) : null}
              <dt>Extension</dt>
              <dd>{e.extension}</dd>
              {e.email ? (
                <>
                  <dt>E-mail</dt>
                  <dd>
                    <a href={`mailto:${e.email}`}>{e.email}</a>
                  </dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  )
}
