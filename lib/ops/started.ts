/**
 * What this process has done since it started, for its readiness (lib/ops/readiness.ts): kept on
 * globalThis, as each route's bundle may load its own copy of this module.
 */
const state = globalThis as unknown as { __siteQueueStarted?: boolean; __siteSearchBuilt?: boolean }

/** Said by POST /api/startup once the server's queue runs (Payload's crons start with it). */
export function markQueueStarted() {
  state.__siteQueueStarted = true
}

/** Said once the site search index has been built: searches no longer wait for it. */
export function markSearchBuilt() {
  state.__siteSearchBuilt = true
}

export const queueStarted = () => state.__siteQueueStarted === true
export const searchBuilt = () => state.__siteSearchBuilt === true
