import type { CollectionConfig, GlobalConfig } from 'payload'

const drafts = { autosave: { interval: 1500 }, schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 1 } }

/**
 * Versions of what visitors see before it goes out: drafts (autosaved while the editor types, so
 * the live preview follows), scheduled publish and unpublish (run by the jobs queue), and the
 * history editors compare and restore.
 */
export const DRAFT_VERSIONS = { drafts, maxPerDoc: 50 } satisfies CollectionConfig['versions']
export const GLOBAL_DRAFT_VERSIONS = { drafts, max: 50 } satisfies GlobalConfig['versions']

/** History (compare and restore) for content that is published as soon as it is saved. */
export const HISTORY_VERSIONS = { maxPerDoc: 25 } satisfies CollectionConfig['versions']
export const GLOBAL_HISTORY_VERSIONS = { max: 25 } satisfies GlobalConfig['versions']
