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
 * @property {boolean} [buildCacheExists] a Turbopack build cache is left from an earlier build
 */

/** @param {string} revision */
export const isCommitted = (revision) => revision !== 'unknown' && !revision.endsWith('+dirty')

/**
 * @param {StartState} state
 * @returns {{ setUp: boolean, build: boolean, quickCompile: boolean }} whether to migrate and seed,
 *   whether to build, and whether the compile leaves out what can wait (the Turbopack cache, which a
 *   build with none to reuse spends many seconds writing, and the precompressed copies, made beside
 *   the prerender): only for a start that serves the compiled site before its pages are prerendered
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
  return { setUp, build, quickCompile: setUp && build && !state.buildCacheExists }
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
