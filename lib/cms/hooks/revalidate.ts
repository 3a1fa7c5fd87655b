import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'
import { config } from '../../config.mjs'
import { tagsForSave, type CacheTag, type ShownCollection, type ShownGlobal, type Source } from '@/lib/cache/tags'

/**
 * Expires cache tags, so the next request renders fresh content. Scripts outside the Next server
 * (seed, import) set `context.disableRevalidate`; they have no cache to expire.
 */
export function expireTags(tags: readonly CacheTag[], context?: Record<string, unknown>) {
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

/** Which source each expiry hook was made for: lib/cache/coverage.test.ts checks every collection and global has its own. */
const hookSources = new WeakMap<object, Source>()

/** The collection or global an expiry hook expires the tags of, or undefined for any other hook. */
export function expiryHookSource(hook: unknown): Source | undefined {
  return typeof hook === 'function' ? hookSources.get(hook) : undefined
}

type Doc = Record<string, unknown>

/**
 * afterChange/afterDelete hooks of a collection pages show: a save or delete expires the
 * collection's tag (every read that includes it, relations followed) and the record's tag.
 */
export function collectionExpiryHooks(collection: ShownCollection) {
  const afterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
    expireTags(tagsForSave(collection, doc as Doc, previousDoc as Doc | undefined), req.context)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
    expireTags(tagsForSave(collection, doc as Doc), req.context)
    return doc
  }
  hookSources.set(afterChange, collection)
  hookSources.set(afterDelete, collection)
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** afterChange hook of a global pages show: a save expires the global's tag. */
export function globalExpiryHooks(global: ShownGlobal): { afterChange: GlobalAfterChangeHook[] } {
  const afterChange: GlobalAfterChangeHook = ({ doc, req }) => {
    expireTags(tagsForSave(global), req.context)
    return doc
  }
  hookSources.set(afterChange, global)
  return { afterChange: [afterChange] }
}
