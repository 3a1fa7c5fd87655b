import 'server-only'
import { AsyncLocalStorage } from 'node:async_hooks'
import type { CollectionSlug, Payload, Where } from 'payload'

/**
 * Who the reads under way are for: an editor's preview, visitors whoever asks, or the site search's
 * index, which reads as visitors do (unset: the request decides).
 */
const audience = new AsyncLocalStorage<'preview' | 'public' | 'index'>()

/** Runs a read as a signed-in editor's preview sees it (lib/reads/preview.ts decides who that is). */
export function readAsPreview<T>(read: () => Promise<T>): Promise<T> {
  return audience.run('preview', read)
}

/**
 * Runs reads as visitors see them even when an editor's preview asks: for what is built once and
 * shared by everyone (the site search's index), which must never hold a draft.
 */
export function readAsPublic<T>(read: () => Promise<T>): Promise<T> {
  return audience.run('public', read)
}

/**
 * Runs the site search index's reads of its documents: as visitors see them (readAsPublic), and
 * kept nowhere as last good results (lib/resilience/last-good.ts). The index keeps its own last
 * good documents (features/site-search/index/fresh-index.ts); at ten years of records its
 * thousands of reads would otherwise hold a second copy of every text in memory and use up the
 * disk's budget of results before the pages' own reads.
 */
export function readForIndex<T>(read: () => Promise<T>): Promise<T> {
  return audience.run('index', read)
}

/** Whether the reads under way are for visitors whatever the request (readAsPublic, readForIndex). */
export function readingAsPublic(): boolean {
  const store = audience.getStore()
  return store === 'public' || store === 'index'
}

/** Whether the reads under way keep their results as last good ones: all but the index's (readForIndex). */
export function keepingLastGood(): boolean {
  return audience.getStore() !== 'index'
}

const PUBLISHED: Where = { _status: { equals: 'published' } }

/**
 * What a public read may return, said in this one place and spread into every `find` of lib/reads:
 * only published records of a collection with drafts (a draft, or a record an editor unpublished,
 * is never on the site), unless the read runs for an editor's preview, which sees the latest
 * drafts instead.
 */
export function visible(
  payload: Payload,
  collection: CollectionSlug,
  where?: Where,
): { where?: Where; draft: boolean } {
  const drafts = Boolean(payload.collections[collection]?.config.versions?.drafts)
  if (audience.getStore() === 'preview') return { where, draft: drafts }
  if (!drafts) return { where, draft: false }
  return { where: where ? { and: [PUBLISHED, where] } : PUBLISHED, draft: false }
}

/** The same for a global: its published state, or its latest draft in an editor's preview. */
export function visibleGlobal(): { draft: boolean } {
  return { draft: audience.getStore() === 'preview' }
}
