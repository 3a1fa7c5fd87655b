import 'server-only'
import { AsyncLocalStorage } from 'node:async_hooks'
import type { CollectionSlug, Payload, Where } from 'payload'

/** Who the reads under way are for: an editor's preview, or visitors whoever asks (unset: the request decides). */
const audience = new AsyncLocalStorage<'preview' | 'public'>()

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

/** Whether the reads under way are for visitors whatever the request (readAsPublic). */
export function readingAsPublic(): boolean {
  return audience.getStore() === 'public'
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
