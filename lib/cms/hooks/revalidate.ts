import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'
import { config } from '@/lib/config/site.mjs'
import { metrics } from '@/lib/ops/metrics.mjs'
import { inScheduledChange } from '@/lib/cms/scheduling'
import { followUpExpiries } from '@/lib/cache/revalidation/follow-up'
import { tagsForSave, type CacheTag, type ShownCollection, type ShownGlobal, type Source } from '@/lib/cache/tags'

/**
 * Expires cache tags, so the next request renders fresh content. Scripts outside the Next server
 * (seed, import) set `context.disableRevalidate`; they have no cache to expire.
 *
 * Inside a request (a save in the admin or the API) Next expires them itself. A change the server
 * makes on its own, outside any request (a scheduled publish run by the jobs queue), has no request
 * to do it in (and the jobs' timers may still carry the request that started them, long finished):
 * the tags then go to the server's own POST /api/revalidate (lib/cache/revalidation/client.ts), so
 * the page changes at the scheduled time.
 */
export async function expireTags(tags: readonly CacheTag[], context?: Record<string, unknown>) {
  if (context?.disableRevalidate) return
  metrics().tagExpiries.inc(tags.length)
  if (inScheduledChange()) return expireThroughServer(tags)
  const outsideRequest: CacheTag[] = []
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // No request to expire in, or a render that may not expire (the admin creates a new
      // document's first autosaved draft while rendering its edit view): the server's route does it.
      if (/store missing|during render/.test((error as Error).message)) outsideRequest.push(tag)
      else if (!config.test) console.warn(`[revalidate] ${tag}: ${(error as Error).message}`)
    }
  }
  if (outsideRequest.length && !config.test) await expireThroughServer(outsideRequest)
}

/**
 * The server's own revalidation client, loaded on first use: scripts outside the server (the
 * database set-up, Payload's CLI) load these hooks with the Payload config, where the server-only
 * client may not be imported.
 */
async function expireThroughServer(tags: readonly CacheTag[], occasion = 'outside a request') {
  const { requestTagExpiry } = await import('@/lib/cache/revalidation/client')
  await requestTagExpiry(tags, occasion)
}

/** The second expiry of saved tags, once the renders in flight at the save have ended (lib/cache/revalidation/follow-up.ts). */
const expireAgainLater = followUpExpiries((tags) =>
  expireThroughServer(tags, 'again, after the renders in flight at a save'),
)

/** A save's expiry: now, and again once the renders that read the database before the save have been stored. */
async function expireSavedTags(tags: readonly CacheTag[], context?: Record<string, unknown>) {
  await expireTags(tags, context)
  if (!context?.disableRevalidate && !config.test && !config.building) expireAgainLater(tags)
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
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    await expireSavedTags(tagsForSave(collection, doc as Doc, previousDoc as Doc | undefined), req.context)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await expireSavedTags(tagsForSave(collection, doc as Doc), req.context)
    return doc
  }
  hookSources.set(afterChange, collection)
  hookSources.set(afterDelete, collection)
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** afterChange hook of a global pages show: a save expires the global's tag. */
export function globalExpiryHooks(global: ShownGlobal): { afterChange: GlobalAfterChangeHook[] } {
  const afterChange: GlobalAfterChangeHook = async ({ doc, req }) => {
    await expireSavedTags(tagsForSave(global), req.context)
    return doc
  }
  hookSources.set(afterChange, global)
  return { afterChange: [afterChange] }
}
