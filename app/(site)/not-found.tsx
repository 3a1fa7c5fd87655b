import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/shell/NotFound'
import { notFoundMetadata } from '@/lib/seo/detail-metadata'

export const generateMetadata = (): Promise<Metadata> => notFoundMetadata()

/** Spec §2, for a notFound() that reaches the shell; the site's routes answer 404 with components/shell/NotFound.tsx. */
export default function NotFound() {
  return <NotFoundContent />
}
