'use client'

import { Component, type ReactNode } from 'react'

/** notFound()'s error as it reaches the browser (Next's digest for a 404 answer). */
const isNotFound = (error: unknown) => (error as { digest?: unknown } | null)?.digest === 'NEXT_HTTP_ERROR_FALLBACK;404'

/**
 * Holds the notFound() that gave a page its 404 status (components/shell/NotFound.tsx) once it
 * reaches the browser, where the not-found text is already on the page. Left to the layout's
 * not-found boundary, it swapped the page's content while the page was hydrating, and React threw
 * the hydrated page away and rendered it again: a quarter-second task on a phone. (Not rendering
 * it in the browser at all is no better: React then reports the server's unfinished boundary as
 * an error in the console.) Any other error goes on to the boundaries above.
 */
export class NotFoundStatusBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  render() {
    if (this.state.error === null) return this.props.children
    if (isNotFound(this.state.error)) return null
    throw this.state.error
  }
}
