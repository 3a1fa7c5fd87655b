import { notFound } from 'next/navigation'
import { PageLink } from '@/components/ui/PageLink'
import { NotFoundStatus } from './NotFoundStatus'

/** Spec §2: the not-found page's text, inside the page shell. */
export function NotFoundContent() {
  return (
    <div className="container section" style={{ textAlign: 'center' }}>
      <h1>How did we get here</h1>
      <p>Seemed we need to take a step back :)</p>
      <p>
        <PageLink className="btn" href="/">
          Back to the home page
        </PageLink>
      </p>
    </div>
  )
}

function Answer404(): never {
  notFound()
}

/**
 * What a route renders for a path or record that does not exist: the not-found text in the shell,
 * answered with status 404 and noindex.
 *
 * A notFound() thrown outside a Suspense boundary sends Next into its error recovery, which
 * answers an empty `<html id="__next_error__">` document and leaves the not-found page to the
 * browser's JavaScript (vercel/next.js#62228): no lang, no shell, no text for crawlers. Thrown
 * inside a boundary (NotFoundStatus), the page around it is prerendered as usual and Next still
 * sets the 404 status (and its one noindex); the browser, which has the not-found text already,
 * does not render it.
 */
export function NotFoundPage() {
  return (
    <>
      <NotFoundContent />
      <NotFoundStatus>
        <Answer404 />
      </NotFoundStatus>
    </>
  )
}
