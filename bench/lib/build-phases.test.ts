import { buildPhases, describePhases, seconds } from './build-phases.mjs'

/** The 100x build's output of an earlier run of bench/volume.mjs (route table left out). */
const OUTPUT = `▲ Next.js 16.4.6 (Turbopack)
✓ Running next.config.ts took 321ms
  Creating an optimized production build ...
✓ Compiled successfully in 10.0min
  Running next.config.js provided runAfterProductionCompile ...
precompress: 110 files, 4583 kB → 1075 kB Brotli, 1308 kB gzip
✓ Completed runAfterProductionCompile in 29.3s
  Skipping validation of types
  Finished TypeScript config validation in 37ms ...
  Collecting page data using 1 worker ...
✓ Finished writing to filesystem cache in 85s
  Generating static pages using 1 worker (0/322) ...
Failed to set Next.js data cache for unstable_cache /college_cnasahn  p, items over 2MB can not be cached (2282837 bytes)
  Generating static pages using 1 worker (80/322) 
✓ Generating static pages using 1 worker (322/322) in 52s
Turbopack build encountered 1 warning:
./lib/cms/collections/Media.ts:18:16
Warning: The file pattern (<dynamic> '/media' | <dynamic> 'media') matches 46600 files in [project]/
  Finalizing page optimization ...
Route (app)                                   Revalidate  Expire`.split('\n')

describe('a build’s phases, from its output', () => {
  it('reads the times Next prints when the lines were not timed, and what went wrong', () => {
    const result = buildPhases(OUTPUT.map((text) => ({ at: undefined, text })))
    expect(result.phases).toEqual([
      { name: 'compile', seconds: null, printed: 600 },
      { name: 'after compile (runAfterProductionCompile)', seconds: null, printed: 29.3 },
      { name: 'page data', seconds: null, printed: 85, printedIs: 'of it writing the build cache' },
      { name: 'static pages', seconds: null, printed: 52 },
      { name: 'finalizing', seconds: null, printed: null },
    ])
    expect(result.pages).toBe(322)
    expect(result.notable).toEqual([
      expect.stringContaining('items over 2MB can not be cached'),
      expect.stringContaining('matches 46600 files'),
    ])
    expect(describePhases(result)).toBe(
      'compile 600 s, after compile (runAfterProductionCompile) 29.3 s, page data: 85 s writing the build cache, ' +
        'static pages (322) 52 s, finalizing (no time printed)',
    )
  })

  it('times each phase from the line that starts it to the next, the last to the build’s end', () => {
    const at = [0, 1, 2, 600, 601, 620, 630, 631, 632, 633, 700, 720, 721, 760, 772, 773, 773, 773, 774, 790]
    const result = buildPhases(
      OUTPUT.map((text, i) => ({ at: at[i], text })),
      800,
    )
    expect(result.phases.map((p) => [p.name, p.seconds])).toEqual([
      ['compile', 599],
      ['after compile (runAfterProductionCompile)', 32],
      ['page data', 87],
      ['static pages', 54],
      ['finalizing', 26],
    ])
    expect(describePhases(result)).toContain('page data 87 s (85 s of it writing the build cache)')
    expect(describePhases(result)).toContain('compile 599 s (Next: 600 s)')
  })

  it('keeps the lines of a build that failed', () => {
    const failed = [
      '  Generating static pages using 1 worker (0/322) ...',
      'Failed to build /careers/page: /careers (attempt 1 of 3) because it took more than 60 seconds. Retrying again shortly.',
      'Error occurred prerendering page "/undergrad". Read more: https://nextjs.org/docs/messages/prerender-error',
      'Export encountered an error on /undergrad/page: /undergrad, exiting the build.',
    ].map((text, i) => ({ at: i * 60, text }))
    const result = buildPhases(failed, 200)
    expect(result.phases).toEqual([{ name: 'static pages', seconds: 200, printed: null }])
    expect(result.notable).toHaveLength(3)
    expect(result.notable[0]).toMatch(/took more than 60 seconds/)
  })

  it('reads Next’s durations', () => {
    expect([seconds('10.0min'), seconds('52s'), seconds('800ms'), seconds('soon')]).toEqual([600, 52, 0.8, null])
  })
})
