import 'server-only'
import { getDocuments, type DocumentCategory } from '@/lib/reads/documents'
import type { SearchDocument } from '../index/fulltext'
import { definePart } from './define-part'

const DOCUMENT_CATEGORIES: DocumentCategory[] = [
  'form',
  'handbook',
  'bulletin',
  'calendar',
  'policy',
  'brochure',
  'other',
]

/** The downloadable documents, by title, leading to the file. */
export const documentFiles = definePart('documents', ['documents'], async () => {
  const lists = await Promise.all(DOCUMENT_CATEGORIES.map((c) => getDocuments(c)))
  const documents = lists.flat().map((d): SearchDocument => ({
    id: `document:${d.key}`,
    kind: 'document',
    title: d.title,
    headings: d.category ?? '',
    body: '',
    url: d.url,
  }))
  return { documents }
})
