'use client'

import { useEffect, useRef, useState, type MouseEvent } from 'react'
import useSWR from 'swr'
import {
  finderApiPath,
  finderPath,
  type FinderFacets,
  type FinderKind,
  type FinderPage,
  type FinderQuery,
} from '@/lib/programmes/finder'
import { ScrollTable } from '@/components/ui/ScrollTable'
import { PageLink } from '@/components/ui/PageLink'
import { Pagination } from '@/components/ui/Pagination'
import { useShortlist } from '@/components/compare/useShortlist'
import { compareHref, MAX_COMPARED } from '@/lib/programmes/shortlist'

export const KIND_LABELS: Record<FinderKind, string> = {
  undergraduate: 'Undergraduate',
  graduate: 'Graduate',
  extension: 'Extension',
  certificate: 'Certificate',
}

/** How long typing may pause before the results are asked for and the address bar follows (history entries are not made). */
export const FINDER_DEBOUNCE_MS = 300

type Requested = { query: FinderQuery; page: number }

async function fetchResults(url: string): Promise<FinderPage> {
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`Programme finder request failed (${response.status})`)
  return response.json()
}

/** A plain click (no new tab or window asked for) that the page may handle itself. */
const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The /searchdegree finder. Without JavaScript it is a plain GET form answered by the server, one
 * page of results at a time with links to the others; with it, the page of results follows the
 * typing and choices (asked of GET /api/programme-finder once typing pauses, the last results
 * kept on screen meanwhile) and the page links turn pages in place, while the URL keeps the
 * filters and page so the search can still be shared or bookmarked.
 */
export function ProgrammeFinder({
  facets,
  initialQuery,
  initialResults,
}: {
  facets: FinderFacets
  initialQuery: FinderQuery
  initialResults: FinderPage
}) {
  const [query, setQuery] = useState(initialQuery)
  const [requested, setRequested] = useState<Requested>({ query: initialQuery, page: initialResults.page })
  const [shortlist, toggleShortlist] = useShortlist()
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)

  // Typing and choosing ask for page 1 of the new results once the visitor pauses.
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const timer = setTimeout(() => setRequested({ query, page: 1 }), FINDER_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query])

  const path = finderPath(requested.query, requested.page)
  useEffect(() => {
    if (window.location.pathname + window.location.search !== path) {
      window.history.replaceState(window.history.state, '', path)
    }
  }, [path])

  // The server rendered the first results: only other queries are fetched.
  const initialKey = finderApiPath(initialQuery, initialResults.page)
  const key = finderApiPath(requested.query, requested.page)
  const { data, error, isLoading } = useSWR<FinderPage>(key === initialKey ? null : key, fetchResults, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    dedupingInterval: 60_000,
    onError: (e) => console.error(e),
  })
  const results = key === initialKey ? initialResults : (data ?? initialResults)
  const loading = key !== initialKey && isLoading

  const set = (key: keyof FinderQuery) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setQuery((q) => ({ ...q, [key]: event.target.value }))
  const select = (name: keyof FinderQuery, label: string, options: { value: string; label: string }[]) => (
    <div className="field">
      <label htmlFor={`finder-${name}`}>{label}</label>
      <select id={`finder-${name}`} name={name} value={query[name]} onChange={set(name)}>
        <option value="">Any</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
  const plain = (values: string[]) => values.map((v) => ({ value: v, label: v }))
  const turnTo = (page: number, event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    setRequested((r) => ({ ...r, page }))
    // The count above the table stays the same: move to it so the new page is read from the top.
    heading.current?.focus()
    heading.current?.scrollIntoView?.({ block: 'start' })
  }

  const { items, totalDocs } = results
  return (
    <>
      <form method="get" action="/searchdegree" className="grid" role="search" aria-label="Programme finder">
        <div className="field">
          <label htmlFor="finder-q">Programme name</label>
          <input id="finder-q" name="q" type="search" value={query.q} onChange={set('q')} autoComplete="off" />
        </div>
        {select(
          'kind',
          'Kind',
          Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label })),
        )}
        {select('level', 'Level', plain(facets.level))}
        {select(
          'college',
          'College',
          facets.college.map((c) => ({ value: c.code, label: c.name })),
        )}
        {select('campus', 'Campus', plain(facets.campus))}
        {select('modality', 'Modality', plain(facets.modality))}
        <div className="field" style={{ justifyContent: 'flex-end' }}>
          <button type="submit" className="btn">
            Search
          </button>
        </div>
      </form>
      <h2 ref={heading} tabIndex={-1} aria-live="polite" style={{ marginTop: '2rem' }}>
        {totalDocs} {totalDocs === 1 ? 'programme' : 'programmes'} found
      </h2>
      {error && !loading ? <p role="alert">The results could not be updated. Press Search to try again.</p> : null}
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
      {totalDocs === 0 ? (
        <p>
          No programme matches these filters. Try fewer filters, or{' '}
          <PageLink href="/request_information">ask us</PageLink> about what you would like to study.
        </p>
      ) : (
        <div aria-busy={loading}>
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
                {items.map((item) => (
                  <tr key={`${item.kind}-${item.slug ?? item.name}`}>
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
          <Pagination
            label="Pages of results"
            page={results.page}
            totalPages={results.totalPages}
            href={(page) => finderPath(requested.query, page)}
            onFollow={turnTo}
          />
        </div>
      )}
    </>
  )
}
