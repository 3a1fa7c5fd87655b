'use client'

import { useDeferredValue, useState } from 'react'
import type { DirectoryEntry } from '@/lib/reads/directory'
import { filterByName } from '@/lib/text/name-filter'
import styles from './Directory.module.css'

/** The directory with a name filter applied as the visitor types. */
export function DirectoryFilter({ entries }: { entries: DirectoryEntry[] }) {
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query)
  const shown = filterByName(entries, deferred)
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
        {shown.length === entries.length
          ? `${entries.length} offices and departments`
          : shown.length === 0
            ? `No office or department matches “${deferred.trim()}”. Try another word, or see the list of extensions below.`
            : `${shown.length} of ${entries.length} match “${deferred.trim()}”`}
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
