// @ts-check
/**
 * The tooling's settings, apart from the site's (site.mjs): the browser suite (scripts/e2e.mjs,
 * playwright.config.ts, e2e/), the benchmarks (bench/) and the Chromium both drive. Read through
 * environment.mjs like the site's.
 *
 *   import { tooling } from '../lib/config/tooling.mjs'   // tooling.e2e.port, tooling.bench.quick, …
 *   readTooling({ E2E_PORT: '3200' })                     // the same settings read from any object (tests)
 */
import { configEnvironment, isPostgresUrl, positiveInt, text } from './environment.mjs'

/** @import { Environment } from './environment.mjs' */

/**
 * The tooling settings read from one environment. Each property reads the environment when it is
 * used, so a value set later (a test, a script) counts.
 * @param {() => Environment} read
 */
function toolingSettings(read) {
  return {
    /** CI: any non-blank value (the test runners are stricter there). */
    get ci() {
      return Boolean(text(read().CI))
    },
    /** CHROMIUM_PATH: the browser of Lighthouse and the benchmarks (Debian's Chromium). */
    get chromiumPath() {
      return text(read().CHROMIUM_PATH) ?? '/usr/bin/chromium'
    },
    /** The browser suite (scripts/e2e.mjs, playwright.config.ts, e2e/). */
    get e2e() {
      const env = read()
      const port = positiveInt(env.E2E_PORT, 3100)
      return {
        /** E2E_PORT: the suite's server. */
        port,
        /** E2E_OUTAGE_PORT: the outage spec's own server (E2E_PORT + 1). */
        outagePort: positiveInt(env.E2E_OUTAGE_PORT, port + 1),
        /** The SMTP port the suite's server sends to, where the e-mail spec's own SMTP server listens (E2E_PORT + 5). */
        smtpPort: port + 5,
        /** The OTLP collector the suite's server sends its traces to, listening only while e2e/operations.spec.ts's trace test runs (E2E_PORT + 6). */
        otlpPort: port + 6,
        /** E2E_BASE_URL: run against a server you already run instead of the e2e build. */
        baseUrl: text(env.E2E_BASE_URL),
        /**
         * E2E_CHROMIUM_PATH: the browser the suite drives (Playwright, and pa11y in the sweep): Debian's
         * headless shell (package chromium-headless-shell), the same Blink as `chromium` without the
         * browser's windowing and compositing around it; the suite took a third less time in it (the
         * sweep's pages 12-42 s → 8-27 s on 2 cores, the same results).
         */
        browserPath: text(env.E2E_CHROMIUM_PATH) ?? '/usr/bin/chromium-headless-shell',
        /** E2E_SKIP_BUILD=1: reuse the last e2e build. */
        skipBuild: env.E2E_SKIP_BUILD === '1',
        /**
         * E2E_SCREENSHOTS: `1` saves each visited page's 390 px and 1280 px pictures in
         * e2e/screenshots, for a person to look at; `0` does not. On by default, off on CI, where
         * nobody looks at them and they took minutes of its 45.
         */
        screenshots: env.E2E_SCREENSHOTS ? env.E2E_SCREENSHOTS === '1' : env.CI !== 'true',
        /** The e2e server's METRICS_TOKEN, which e2e/operations.spec.ts scrapes /api/metrics with. */
        metricsToken: 'e2e-metrics-token',
        /**
         * E2E_SECOND_DATABASE=1 (CI's second run, on PostgreSQL): only the specs where the database
         * itself decides the outcome (SECOND_DATABASE_SPECS in playwright.config.ts).
         */
        secondDatabase: env.E2E_SECOND_DATABASE === '1',
        /** The suite's database, uploads and build unless DATABASE_URL, UPLOADS_DIR, NEXT_DIST_DIR say otherwise. */
        databaseUrl: text(env.DATABASE_URL) ?? 'file:./data/e2e.db',
        uploadsDir: text(env.UPLOADS_DIR) ?? 'data/e2e-uploads',
        distDir: text(env.NEXT_DIST_DIR) ?? '.next-e2e',
      }
    },
    /**
     * `npm run bench`: BENCH_QUICK=1 measures less; BENCH_LH_RUNS Lighthouse rounds (5, quick 1);
     * the PostgreSQL server the search bench measures full-text search on (BENCH_PG_URL, else
     * DATABASE_URL when it is a postgres:// URL; temporary tables only), none when neither is set.
     */
    get bench() {
      const env = read()
      const quick = env.BENCH_QUICK === '1'
      const databaseUrl = text(env.DATABASE_URL)
      const pgUrl = text(env.BENCH_PG_URL) ?? (databaseUrl && isPostgresUrl(databaseUrl) ? databaseUrl : undefined)
      // BENCH_VOLUME_SIZES: the multiples of the demo `npm run bench:volume` measures (1 is the demo; "1,10,100" when unset).
      const volumeSizes = text(env.BENCH_VOLUME_SIZES)
        ?.split(',')
        .map((n) => positiveInt(n.trim(), 10))
      // `npm run bench:scale`: SCALE_PARTS=edge,rolling runs only those parts; SCALE_SKIP_BUILD=1 reuses the last build.
      const scaleParts = text(env.SCALE_PARTS)
        ?.split(',')
        .map((part) => part.trim())
      const scaleSkipBuild = env.SCALE_SKIP_BUILD === '1'
      return {
        quick,
        lighthouseRuns: positiveInt(env.BENCH_LH_RUNS, quick ? 1 : 5),
        pgUrl,
        volumeSizes,
        /** BENCH_VOLUME_REUSE=1: `npm run bench:volume` keeps the last run's loaded database and uploads (bench/out/volume), builds and measures again. */
        volumeReuse: env.BENCH_VOLUME_REUSE === '1',
        scaleParts,
        scaleSkipBuild,
        /** BENCH_BYTES_ONLY=1: only the bytes a phone downloads per page (bench/lib/bytes.mjs), no Lighthouse or load. */
        bytesOnly: env.BENCH_BYTES_ONLY === '1',
        /** BENCH_REUSE_BUILD=1: keep the last bench build and its database (.next-bench, data/bench.db) instead of making them again. */
        reuseBuild: env.BENCH_REUSE_BUILD === '1',
        /** BENCH_CPU_SLOWDOWN: Lighthouse's CPU multiplier for a run that stands in for a slower machine (bench/SLOW-DRAW-X<multiplier>-RESULTS.md); unset, its preset's 4. */
        cpuSlowdown: positiveInt(env.BENCH_CPU_SLOWDOWN, undefined),
      }
    },
  }
}

/** @typedef {ReturnType<typeof toolingSettings>} Tooling */

/**
 * The tooling settings of any environment object, e.g. `readTooling({ BENCH_QUICK: '1' })` in a test.
 * @param {Environment} env
 * @returns {Tooling}
 */
export function readTooling(env) {
  return toolingSettings(() => env)
}

/** The tooling settings of this process. */
export const tooling = toolingSettings(configEnvironment)
