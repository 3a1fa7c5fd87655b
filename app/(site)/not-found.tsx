import type { Metadata } from 'next'
import { NotFoundContent, notFoundMetadata } from '@/components/shell/NotFound'

export const metadata: Metadata = notFoundMetadata

/** Spec §2, in the browser when a route's notFound() is caught by the shell (server HTML: components/shell/NotFound.tsx). */
export default function NotFound() {
  return <NotFoundContent />
}
