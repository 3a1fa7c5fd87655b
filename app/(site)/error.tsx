'use client'

import { useEffect } from 'react'
import { ERROR_LINKS } from '@/components/shell/error-links'
import { ErrorReference } from '@/components/shell/ErrorReference'

/** A failure while rendering a page: the shell stays, the visitor gets a way forward. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(`[page] ${error.digest ?? ''} ${error.message}`)
  }, [error])

  return (
    <div className="container section" style={{ textAlign: 'center' }}>
      {/* The page's own metadata failed with it: name the document here (React places it in <head>). */}
      <title>Something went wrong on our side</title>
      <h1>Something went wrong on our side</h1>
      <p>
        This page could not be shown just now. Please try again in a moment, or go on from here (the search box above
        works too).
      </p>
      <ErrorReference />
      <p>
        <button type="button" className="btn" onClick={reset}>
          Try again
        </button>
      </p>
      <nav aria-label="Other pages">
        <ul
          style={{
            listStyle: 'none',
            padding: 0,
            display: 'flex',
            gap: '1rem',
            justifyContent: 'center',
            flexWrap: 'wrap',
          }}
        >
          {ERROR_LINKS.map((link) => (
            <li key={link.href}>
              <a className="btn btn-outline" href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
