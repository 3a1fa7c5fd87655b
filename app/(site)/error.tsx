'use client'

import { useEffect } from 'react'

/** A failure while rendering a page: the shell stays, the visitor gets a way forward. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(`[page] ${error.digest ?? ''} ${error.message}`)
  }, [error])

  return (
    <div className="container section" style={{ textAlign: 'center' }}>
      <h1>Something went wrong on our side</h1>
      <p>This page could not be shown just now. Please try again in a moment.</p>
      <p style={{ display: 'flex', gap: '1rem', justifyContent: 'center', flexWrap: 'wrap' }}>
        <button type="button" className="btn" onClick={reset}>
          Try again
        </button>
        <a className="btn btn-outline" href="/">
          Go to the home page
        </a>
        <a className="btn btn-outline" href="/contactus">
          Contact us
        </a>
      </p>
    </div>
  )
}
