import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/shell/NotFound'
import { notFoundMetadata } from '@/lib/seo/metadata'

export const generateMetadata = (): Promise<Metadata> => notFoundMetadata()

/** Spec §2, in the browser when a route's notFound() is caught by the shell (server HTML: components/shell/NotFound.tsx). */
export default function NotFound() {
  return <NotFoundContent />
}
