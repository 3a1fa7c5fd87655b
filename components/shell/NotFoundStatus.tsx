'use client'

import { Suspense, useLayoutEffect, type ReactNode } from 'react'

/** notFound()'s digest, which Next gives the error and React the server's unfinished boundary. */
const NOT_FOUND_DIGEST = 'NEXT_HTTP_ERROR_FALLBACK;404'

/**
 * Gives a page its 404 status from inside the page (components/shell/NotFound.tsx): `children`,
 * a notFound(), is rendered only by the server's HTML render, which meets the error inside this
 * Suspense boundary, answers 404 with noindex, and leaves the rest of the page prerendered.
 *
 * The browser renders nothing here. Rendering the notFound() in the browser too, and catching it
 * there, cost a phone a second long task after hydration: React retries a render that threw, and
 * builds the thrown error's component stack by calling every component above it. Rendering nothing
 * costs only React's report that the server did not finish this boundary (error #419, carrying the
 * 404's digest), which Next sends to the window as an uncaught error in production; it is expected
 * here, and is held the way Next's own development error handler holds a notFound() that reaches
 * the window. Any other error goes on as before.
 */
export function NotFoundStatus({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const hold = (event: ErrorEvent) => {
      if ((event.error as { digest?: unknown } | null)?.digest === NOT_FOUND_DIGEST) event.preventDefault()
    }
    addEventListener('error', hold)
    return () => removeEventListener('error', hold)
  }, [])
  return <Suspense fallback={null}>{typeof window === 'undefined' ? children : null}</Suspense>
}
