'use client'

import { useSyncExternalStore } from 'react'
import { compareHref, MAX_COMPARED } from '@/lib/programmes/shortlist'
import { useShortlist } from './useShortlist'

const noop = () => () => {}

/**
 * Adds a programme to the shortlist kept in this browser, or takes it off, and links to the
 * comparison of the shortlist. Before hydration (and without JavaScript) it is a link to this
 * programme's own comparison page, in the same place and size, so nothing is dead and nothing moves.
 */
export function ShortlistButton({ slug, name }: { slug: string; name: string }) {
  const [list, toggle] = useShortlist()
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
  if (!hydrated)
    return (
      <div data-testid="shortlist">
        <a className="btn btn-outline" href={compareHref([slug])} style={{ width: '100%' }}>
          Compare {name} with others
        </a>
      </div>
    )
  const chosen = list.includes(slug)
  const full = !chosen && list.length >= MAX_COMPARED
  return (
    <div data-testid="shortlist">
      <button
        type="button"
        className="btn btn-outline"
        aria-pressed={chosen}
        disabled={full}
        onClick={() => toggle(slug)}
        style={{ width: '100%' }}
      >
        {chosen ? 'On your shortlist' : `Shortlist ${name}`}
      </button>
      <p role="status" style={{ margin: '0.5rem 0 0' }}>
        {full ? `Your shortlist is full (${MAX_COMPARED}); take one off to add this one. ` : null}
        {list.length ? (
          <a href={compareHref(list)}>
            Compare your shortlist ({list.length} {list.length === 1 ? 'programme' : 'programmes'})
          </a>
        ) : null}
      </p>
    </div>
  )
}
