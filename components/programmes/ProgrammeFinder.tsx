'use client'

import { useEffect, useMemo, useState } from 'react'
import {
  facetValues,
  filterProgrammes,
  finderSearch,
  type FinderItem,
  type FinderKind,
  type FinderQuery,
} from '@/lib/programmes/finder'
import { ScrollTable } from '@/components/ui/ScrollTable'
import { PageLink } from '@/components/ui/PageLink'
import { useShortlist } from '@/components/compare/useShortlist'
import { compareHref, MAX_COMPARED } from '@/lib/programmes/shortlist'

export const KIND_LABELS: Record<FinderKind, string> = {
  undergraduate: 'Undergraduate',
  graduate: 'Graduate',
  extension: 'Extension',
  certificate: 'Certificate',
}

/** How long typing may pause before the address bar follows (history entries are not made). */
const URL_DEBOUNCE_MS = 300

/**
 * The /searchdegree finder. Without JavaScript it is a plain GET form answered by the server;
 * with it, results follow every keystroke and choice, and the URL keeps the filters so the
 * search can still be shared or bookmarked.
 */
export function ProgrammeFinder({ items, initialQuery }: { items: FinderItem[]; initialQuery: FinderQuery }) {
  const [query, setQuery] = useState(initialQuery)
  const [shortlist, toggleShortlist] = useShortlist()
  const results = useMemo(() => filterProgrammes(items, query), [items, query])
  const facets = useMemo(
    () => ({
      level: facetValues(items, (i) => i.levels),
      college: facetValues(items, (i) => [i.college]),
      campus: facetValues(items, (i) => i.campuses),
      modality: facetValues(items, (i) => i.modalities),
    }),
    [items],
  )
  const collegeNames = useMemo(
    () => Object.fromEntries(items.flatMap((i) => (i.college && i.collegeName ? [[i.college, i.collegeName]] : []))),
    [items],
  )

  useEffect(() => {
    const timer = setTimeout(
      () => window.history.replaceState(window.history.state, '', `/searchdegree${finderSearch(query)}`),
      URL_DEBOUNCE_MS,
    )
    return () => clearTimeout(timer)
  }, [query])

  const set = (key: keyof FinderQuery) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setQuery((q) => ({ ...q, [key]: event.target.value }))
  const select = (name: keyof FinderQuery, label: string, values: string[], labels?: Record<string, string>) => (
    <div className="field">
      <label htmlFor={`finder-${name}`}>{label}</label>
      <select id={`finder-${name}`} name={name} value={query[name]} onChange={set(name)}>
        <option value="">Any</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {labels?.[v] ?? v}
          </option>
        ))}
      </select>
    </div>
  )

  return (
    <>
      <form method="get" action="/searchdegree" className="grid" role="search" aria-label="Programme finder">
        <div className="field">
          <label htmlFor="finder-q">Programme name</label>
          <input id="finder-q" name="q" type="search" value={query.q} onChange={set('q')} autoComplete="off" />
        </div>
        {select('kind', 'Kind', Object.keys(KIND_LABELS), KIND_LABELS)}
        {select('level', 'Level', facets.level)}
        {select('college', 'College', facets.college, collegeNames)}
        {select('campus', 'Campus', facets.campus)}
        {select('modality', 'Modality', facets.modality)}
        <div className="field" style={{ justifyContent: 'flex-end' }}>
          <button type="submit" className="btn">
            Search
          </button>
        </div>
      </form>
      <h2 aria-live="polite" style={{ marginTop: '2rem' }}>
        {results.length} {results.length === 1 ? 'programme' : 'programmes'} found
      </h2>
      <p role="status">
        {shortlist.length ? (
          <a href={compareHref(shortlist)}>
            Compare your shortlist ({shortlist.length} of {MAX_COMPARED})
          </a>
        ) : (
          <>
            Shortlist up to {MAX_COMPARED} programmes to <a href="/compare">compare them side by side</a>.
          </>
        )}
      </p>
      {results.length === 0 ? (
        <p>
          No programme matches these filters. Try fewer filters, or{' '}
          <PageLink href="/request_information">ask us</PageLink> about what you would like to study.
        </p>
      ) : (
        <ScrollTable label="Programmes matching the search">
          <table>
            <caption className="visually-hidden">Programmes matching the search</caption>
            <thead>
              <tr>
                <th scope="col">Programme</th>
                <th scope="col">Kind</th>
                <th scope="col">Levels</th>
                <th scope="col">College</th>
              </tr>
            </thead>
            <tbody>
              {results.map((item) => (
                <tr key={`${item.kind}-${item.name}`}>
                  <th scope="row">
                    {item.url ? <PageLink href={item.url}>{item.name}</PageLink> : item.name}
                    {/* Tuition and the shortlist sit under the name: six columns would not fit a phone. */}
                    {item.fromPerYear ? <span className="finder-tuition">from {item.fromPerYear} a year</span> : null}
                    {item.slug ? (
                      <button
                        type="button"
                        className="btn btn-outline finder-shortlist"
                        aria-pressed={shortlist.includes(item.slug)}
                        disabled={!shortlist.includes(item.slug) && shortlist.length >= MAX_COMPARED}
                        onClick={() => toggleShortlist(item.slug!)}
                      >
                        {shortlist.includes(item.slug) ? 'Shortlisted' : 'Shortlist'}
                        <span className="visually-hidden"> {item.name}</span>
                      </button>
                    ) : null}
                  </th>
                  <td>{KIND_LABELS[item.kind]}</td>
                  <td>{item.levels.join(', ')}</td>
                  <td>{item.collegeName ?? item.college ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </>
  )
}
