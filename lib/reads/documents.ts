import 'server-only'
import type { Document } from '@/lib/cms/payload-types'
import { includes } from '@/lib/cache/tags'
import { versionedUploadUrl } from '@/lib/uploads/version'
import { cachedRead } from './cached-read'
import { findAll, stableSort } from './find-all'
import { getPayloadClient } from './payload'
import { visible } from './visible'

export type DocumentCategory = NonNullable<Document['category']>

/** A downloadable file (form, handbook, bulletin, brochure) editors replace in the CMS. */
export type DocumentFile = {
  key: string
  title: string
  category: DocumentCategory | null
  /** Same-origin path of the file with its version, e.g. /api/documents/file/medical-form.pdf?v=mhx1b2c3 */
  url: string
  filesize: number | null
}

export function toDocumentFile(doc: Document): DocumentFile | null {
  if (!doc.url || !doc.key) return null
  return {
    key: doc.key,
    title: doc.title,
    category: doc.category ?? null,
    url: versionedUploadUrl(doc.url, doc.updatedAt),
    filesize: doc.filesize ?? null,
  }
}

/** One document by its stable key, or null when editors have not uploaded it (yet). */
export const getDocument = cachedRead(
  'document',
  includes(['documents']),
  async (key: string): Promise<DocumentFile | null> => {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'documents',
      ...visible(payload, 'documents', { key: { equals: key } }),
      limit: 1,
      depth: 0,
    })
    return found.docs[0] ? toDocumentFile(found.docs[0]) : null
  },
)

/** Every document of a category, in key order (bulletins sort by their years this way). */
export const getDocuments = cachedRead(
  'documents-by-category',
  includes(['documents']),
  async (category: DocumentCategory): Promise<DocumentFile[]> => {
    const payload = await getPayloadClient()
    const docs = await findAll((chunk) =>
      payload.find({
        collection: 'documents',
        ...visible(payload, 'documents', { category: { equals: category } }),
        sort: stableSort('key'),
        depth: 0,
        ...chunk,
      }),
    )
    return docs.map(toDocumentFile).filter((d): d is DocumentFile => d !== null)
  },
)

/** Several documents by key, in the order asked for; missing ones are left out. */
export async function getDocumentsByKeys(keys: string[]): Promise<DocumentFile[]> {
  const docs = await Promise.all(keys.map((key) => getDocument(key)))
  return docs.filter((d): d is DocumentFile => d !== null)
}
