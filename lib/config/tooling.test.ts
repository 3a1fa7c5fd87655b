import { readTooling } from './tooling.mjs'

describe('tooling settings', () => {
  it('has the documented defaults', () => {
    const c = readTooling({})
    expect(c).toMatchObject({
      chromiumPath: '/usr/bin/chromium',
      ci: false,
    })
    expect(c.e2e).toEqual({
      port: 3100,
      outagePort: 3101,
      smtpPort: 3105,
      otlpPort: 3106,
      baseUrl: undefined,
      browserPath: '/usr/bin/chromium-headless-shell',
      skipBuild: false,
      screenshots: true,
      metricsToken: 'e2e-metrics-token',
      secondDatabase: false,
      databaseUrl: 'file:./data/e2e.db',
      uploadsDir: 'data/e2e-uploads',
      distDir: '.next-e2e',
    })
    expect(c.bench).toEqual({
      quick: false,
      lighthouseRuns: 5,
      scaleSkipBuild: false,
      bytesOnly: false,
      reuseBuild: false,
      volumeReuse: false,
    })
  })

  it('derives what depends on other settings', () => {
    expect(readTooling({ E2E_PORT: '3200' }).e2e.outagePort).toBe(3201)
    expect(readTooling({ BENCH_QUICK: '1' }).bench).toEqual({
      quick: true,
      lighthouseRuns: 1,
      scaleSkipBuild: false,
      bytesOnly: false,
      reuseBuild: false,
      volumeReuse: false,
    })
    expect(readTooling({ SCALE_PARTS: 'edge, rolling' }).bench.scaleParts).toEqual(['edge', 'rolling'])
    expect(readTooling({ BENCH_VOLUME_REUSE: '1' }).bench.volumeReuse).toBe(true)
    // Screenshots are for a person: off on CI unless asked for, and off anywhere when refused.
    expect(readTooling({ CI: 'true' }).e2e.screenshots).toBe(false)
    expect(readTooling({ CI: 'true', E2E_SCREENSHOTS: '1' }).e2e.screenshots).toBe(true)
    expect(readTooling({ E2E_SCREENSHOTS: '0' }).e2e.screenshots).toBe(false)
    expect(readTooling({ BENCH_BYTES_ONLY: '1', BENCH_REUSE_BUILD: '1' }).bench).toMatchObject({
      bytesOnly: true,
      reuseBuild: true,
    })
    expect(readTooling({ BENCH_CPU_SLOWDOWN: '8' }).bench.cpuSlowdown).toBe(8)
    // Not a whole number above zero: no slow-draw run at all, rather than one at a multiplier nobody asked for.
    for (const raw of ['', '0', 'fast', '1.5'])
      expect(readTooling({ BENCH_CPU_SLOWDOWN: raw }).bench.cpuSlowdown).toBeUndefined()
    expect(readTooling({ DATABASE_URL: 'postgres://u:p@db/site' }).bench.pgUrl).toBe('postgres://u:p@db/site')
    expect(
      readTooling({ DATABASE_URL: 'postgres://u:p@db/site', BENCH_PG_URL: 'postgres://u:p@bench/b' }).bench.pgUrl,
    ).toBe('postgres://u:p@bench/b')
    expect(readTooling({ DATABASE_URL: 'file:./data/site.db' }).bench.pgUrl).toBeUndefined()
  })
})
