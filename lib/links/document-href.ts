import { isRecordCollection, recordUrl } from '@/lib/pages/records'
import { versionedUploadUrl } from '@/lib/uploads/version'

type Doc = { id?: unknown; slug?: unknown; kind?: unknown; route?: unknown; url?: unknown; updatedAt?: unknown }

/**
 * Where a rich-text link to a CMS record leads on the public site, from the record as the read
 * populated it: a record's page (lib/pages/records.ts), or a file's versioned address; null when the record
 * was not populated or has no page of its own.
 */
export function documentHref(relationTo: string, value: unknown): string | null {
  if (!value || typeof value !== 'object') return null
  const doc = value as Doc
  if (relationTo === 'documents' || relationTo === 'media')
    return typeof doc.url === 'string'
      ? versionedUploadUrl(doc.url, typeof doc.updatedAt === 'string' ? doc.updatedAt : null)
      : null
  return isRecordCollection(relationTo) ? recordUrl(relationTo, doc) : null
}
