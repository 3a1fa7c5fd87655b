import type { CollectionAfterDeleteHook, CollectionAfterOperationHook } from 'payload'
import { audit } from '@/features/request-information/data-protection/audit'

const collectionSlug = 'form-submissions'

/** Every time someone reads submissions (the list, one submission), the audit log says who and which. */
export const auditSubmissionViews: CollectionAfterOperationHook<'form-submissions'> = async ({
  operation,
  req,
  result,
}) => {
  if (!req.user || req.context?.audit === false) return result
  if (operation === 'find') {
    const docs = (result as { docs?: { id: number | string }[] }).docs ?? []
    if (docs.length)
      await audit(req, {
        action: 'viewed',
        summary: `Viewed a list of ${docs.length} form submission(s)`,
        ids: docs.map((d) => d.id),
        collectionSlug,
      })
  } else if (operation === 'findByID' && result) {
    const id = (result as { id: number | string }).id
    await audit(req, { action: 'viewed', summary: `Viewed form submission ${id}`, ids: [id], collectionSlug })
  }
  return result
}

export const auditSubmissionDeletes: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (req.context?.audit === false) return doc
  await audit(req, { action: 'deleted', summary: `Deleted form submission ${doc.id}`, ids: [doc.id], collectionSlug })
  return doc
}
