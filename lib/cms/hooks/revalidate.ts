import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'
import { config } from '../../config.mjs'

/**
 * Expires the cache tags that pages read a collection or global under, so the next request
 * renders fresh content. Scripts outside the Next server (seed, import) set
 * `context.disableRevalidate`; they have no cache to expire.
 */
export function expireTags(tags: string[], context?: Record<string, unknown>) {
  if (context?.disableRevalidate) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a Next request (CLI, jobs) there is no incremental cache to expire.
      if (!config.test) console.warn(`[revalidate] ${tag}: ${(error as Error).message}`)
    }
  }
}

type SlugDoc = { slug?: string | null }

/** afterChange/afterDelete hooks for a collection cached under `tag` and `tag:<slug>`. */
export function revalidateCollection(tag: string, extraTags: string[] = []) {
  const tagsFor = (doc?: SlugDoc | null, previous?: SlugDoc | null) => {
    const tags = [tag, 'sitemap', ...extraTags]
    if (doc?.slug) tags.push(`${tag}:${doc.slug}`)
    if (previous?.slug && previous.slug !== doc?.slug) tags.push(`${tag}:${previous.slug}`)
    return tags
  }
  const afterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
    expireTags(tagsFor(doc, previousDoc), req.context)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
    expireTags(tagsFor(doc), req.context)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export function revalidateGlobal(tag: string): { afterChange: GlobalAfterChangeHook[] } {
  return {
    afterChange: [
      ({ doc, req }) => {
        expireTags([tag], req.context)
        return doc
      },
    ],
  }
}
