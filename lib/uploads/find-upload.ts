import 'server-only'
import { getPayload, type CollectionSlug, type SanitizedConfig, type Where } from 'payload'
import type { FindUpload } from './served-like-static'

/** The record holding a file, as Payload's own file access check finds it: by its name or one of its sizes' names. */
export const findUploadIn =
  (config: Promise<SanitizedConfig>): FindUpload =>
  async (collection, filename) => {
    const payload = await getPayload({ config: await config })
    const upload = payload.collections[collection as CollectionSlug]?.config.upload
    const sizes = upload && typeof upload === 'object' ? (upload.imageSizes ?? []) : []
    const where: Where = {
      or: [
        { filename: { equals: filename } },
        ...sizes.map((size) => ({ [`sizes.${size.name}.filename`]: { equals: filename } })),
      ],
    }
    const doc = await payload.db.findOne<{ id: number | string; updatedAt?: unknown }>({
      collection: collection as CollectionSlug,
      where,
    })
    return doc && typeof doc.updatedAt === 'string' ? { updatedAt: doc.updatedAt } : null
  }
