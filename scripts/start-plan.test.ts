/**
 * What `npm start` does before serving (scripts/start-plan.mjs): everything on a fresh clone, with
 * the compile beside the database set-up and the compiled site served while it prerenders; nothing when the committed code has not changed since the
 * last start; and never trusting a marker for uncommitted code.
 */
import { startPlan, startSteps } from './start-plan.mjs'

const HEAD = 'a'.repeat(40)
const fresh = {
  revision: HEAD,
  builtRevision: null,
  setUp: null,
  databaseUrl: 'file:./data/site.db',
  skipSeed: false,
  databaseExists: false,
  rebuild: false,
}
const afterFirstStart = {
  ...fresh,
  builtRevision: HEAD,
  setUp: { revision: HEAD, databaseUrl: 'file:./data/site.db', skipSeed: false },
  databaseExists: true,
}

describe('startPlan', () => {
  it('sets up and builds a fresh clone, compiling while the database is set up, serving the compiled site while it prerenders', () => {
    const plan = startPlan(fresh)
    expect(plan).toEqual({ setUp: true, build: true, quickCompile: true })
    expect(startSteps(plan)).toEqual([['set-up', 'compile'], ['serve-compiled'], ['prerender', 'precompress']])
  })

  it('compiles with what can wait left out only for a first build: later ones keep a cache for the next', () => {
    const plan = startPlan({ ...afterFirstStart, revision: 'b'.repeat(40) })
    expect(plan).toEqual({ setUp: true, build: true, quickCompile: false })
    expect(startSteps(plan)).toEqual([['set-up', 'compile'], ['serve-compiled'], ['prerender']])
  })

  it('goes straight to serving when the committed code has not changed', () => {
    const plan = startPlan(afterFirstStart)
    expect(plan).toEqual({ setUp: false, build: false, quickCompile: false })
    expect(startSteps(plan)).toEqual([])
  })

  it('sets up and builds again after a new commit', () => {
    expect(startPlan({ ...afterFirstStart, revision: 'b'.repeat(40) })).toMatchObject({ setUp: true, build: true })
  })

  it('trusts no marker for uncommitted changes or without git', () => {
    for (const revision of [`${HEAD}+dirty`, 'unknown'])
      expect(startPlan({ ...afterFirstStart, revision, builtRevision: revision })).toMatchObject({
        setUp: true,
        build: true,
      })
  })

  it('sets up a deleted SQLite database again, keeping the build', () => {
    const plan = startPlan({ ...afterFirstStart, databaseExists: false })
    expect(plan).toEqual({ setUp: true, build: false, quickCompile: false })
    expect(startSteps(plan)).toEqual([['set-up']])
  })

  it('sets up another database, or the same one when SKIP_SEED changed', () => {
    expect(startPlan({ ...afterFirstStart, databaseUrl: 'postgres://site@db/site' }).setUp).toBe(true)
    expect(startPlan({ ...afterFirstStart, skipSeed: true }).setUp).toBe(true)
  })

  it('builds on REBUILD=1 without setting up the database again', () => {
    const plan = startPlan({ ...afterFirstStart, rebuild: true })
    expect(plan).toEqual({ setUp: false, build: true, quickCompile: false })
    expect(startSteps(plan)).toEqual([['build']])
  })
})
