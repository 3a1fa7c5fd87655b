// @ts-check
/**
 * What `npm start` has to do before serving (scripts/start.mjs), decided from what the last start
 * left: the build's revision marker and the database set-up's. Both are trusted only for committed
 * code (a clean git revision): changed code may bring a migration, new demo content or new pages.
 */

/**
 * @typedef {object} StartState
 * @property {string} revision the code's git revision: a commit, `<commit>+dirty`, or `unknown`
 * @property {string | null} builtRevision the revision the last build was made from (null: no build)
 * @property {{ revision: string, databaseUrl: string, skipSeed: boolean } | null} setUp what the last
 *   database set-up finished with (null: none recorded)
 * @property {string} databaseUrl the database this start uses
 * @property {boolean} skipSeed SKIP_SEED=1
 * @property {boolean} databaseExists false when the SQLite file is missing (true for PostgreSQL)
 * @property {boolean} rebuild REBUILD=1
 */

/** @param {string} revision */
export const isCommitted = (revision) => revision !== 'unknown' && !revision.endsWith('+dirty')

/**
 * @param {StartState} state
 * @returns {{ setUp: boolean, build: boolean, quickCompile: boolean }} whether to migrate and seed,
 *   whether to build, and whether the compile leaves out what can wait: on a first build (a fresh
 *   clone), the Turbopack cache, many seconds to write and nothing yet to reuse, and the
 *   precompressed copies, then made beside the prerender
 */
export function startPlan(state) {
  const committed = isCommitted(state.revision)
  const build = !committed || state.rebuild || state.builtRevision !== state.revision
  const setUp =
    !committed ||
    !state.databaseExists ||
    state.setUp?.revision !== state.revision ||
    state.setUp.databaseUrl !== state.databaseUrl ||
    state.setUp.skipSeed !== state.skipSeed
  // A first build has no Turbopack cache to reuse; the builds after it keep one for the next.
  return { setUp, build, quickCompile: setUp && build && state.builtRevision === null }
}

/** @typedef {'set-up' | 'build' | 'compile' | 'serve-compiled' | 'prerender' | 'precompress'} StartStep */

/**
 * The steps in order, those in one group running side by side; the start then serves the build.
 * A build compiles without the database, so it compiles while the database is migrated and
 * seeded (Next's compile build mode). The compiled site can already be served, every page rendered
 * on request: it is (once it listens), while the pages, which read the database, are prerendered
 * into the build (the generate mode); the start then serves the finished build in its place.
 * @param {{ setUp: boolean, build: boolean, quickCompile?: boolean }} plan
 * @returns {StartStep[][]}
 */
export function startSteps(plan) {
  if (plan.setUp && plan.build)
    return [
      ['set-up', 'compile'],
      ['serve-compiled'],
      ['prerender', ...(plan.quickCompile ? /** @type {StartStep[]} */ (['precompress']) : [])],
    ]
  /** @type {StartStep[][]} */
  const steps = []
  if (plan.setUp) steps.push(['set-up'])
  if (plan.build) steps.push(['build'])
  return steps
}
