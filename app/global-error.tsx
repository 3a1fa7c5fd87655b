'use client'

import { useEffect } from 'react'
import { ERROR_LINKS } from '@/components/shell/error-links'
import { ErrorReference } from '@/components/shell/ErrorReference'

/**
 * The last resort, when even the page shell failed to render: a page of its own (it replaces
 * the root layout), still naming the university and offering the way back.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(`[site] ${error.digest ?? ''} ${error.message}`)
  }, [error])

  return (
    <html lang="en">
      <head>
        <title>Something went wrong on our side</title>
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, color: '#1a1a1a' }}>
        <header style={{ background: '#00305e', color: '#fff', padding: '1rem' }}>
          <a href="/" style={{ color: '#fff', fontWeight: 700, textDecoration: 'none' }}>
            Northern Caribbean University
          </a>
        </header>
        <main style={{ maxWidth: '40rem', margin: '0 auto', padding: '2rem 1rem', textAlign: 'center' }}>
          <h1>Something went wrong on our side</h1>
          <p>The site could not be shown just now. Please try again in a moment.</p>
          <ErrorReference />
          <p>
            <button type="button" onClick={reset} style={{ padding: '0.6rem 1.2rem', font: 'inherit' }}>
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
                  <a href={link.href} style={{ color: '#00305e' }}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </main>
      </body>
    </html>
  )
}
