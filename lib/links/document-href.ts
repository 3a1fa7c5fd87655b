import { programmeUrl } from '@/lib/programmes/url'
import { jobPath } from '@/lib/careers/job-path'

type Doc = { id?: string | number; slug?: string; kind?: string; route?: string; url?: string }

/**
 * Where a rich-text link to a CMS record leads on the public site, from the record as the read
 * populated it; null when the record was not populated or has no page of its own.
 */
export function documentHref(relationTo: string, value: unknown): string | null {
  if (!value || typeof value !== 'object') return null
  const doc = value as Doc
  switch (relationTo) {
    case 'stories':
      return doc.slug ? `/featurestory?article=${encodeURIComponent(doc.slug)}` : null
    case 'articles':
      return doc.slug ? `/news/${encodeURIComponent(doc.slug)}` : null
    case 'programmes':
      return doc.slug && doc.kind ? programmeUrl(doc.kind, doc.slug) : null
    case 'colleges':
      return doc.route ?? null
    case 'jobs':
      return doc.id != null ? jobPath(doc.id) : null
    case 'documents':
    case 'media':
      return doc.url ?? null
    default:
      return null
  }
}
