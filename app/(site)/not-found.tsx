import type { Metadata } from 'next'
import { PageLink } from '@/components/ui/PageLink'

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for is not here.',
  robots: { index: false },
}

/** Spec §2: any path not listed shows this, inside the page shell, with status 404. */
export default function NotFound() {
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
