import { defineConfig, devices } from '@playwright/test'
import { tooling } from './lib/config/tooling.mjs'
import { localSecrets } from './lib/config/local-secrets.mjs'

const { e2e } = tooling
/**
 * Specs whose outcome the code decides, whatever the database: pages' markup, layout, copy and
 * structured data (the sweeps, the MDX pages, the shell, the home page, programme and story pages,
 * calendars, share cards), HTTP caching and security headers, search ranking, the alert's timers.
 * The run on a second database (E2E_SECOND_DATABASE, CI's PostgreSQL run) leaves them out and keeps
 * what the database decides: saves, drafts and versions, access, queries, lists and paging, search
 * over the records, the information requests, the importer, backups, an outage.
 */
const CODE_DECIDED_SPECS =
  /[\\/](a11y-sweep|spec-sweep|content-life|content-admissions|shell|navigation|cookie-notice-paint|public-origin|home|programmes|stories-news|calendars|careers-giving|seo-cards|structured-data|quality|search-relevance|http-caching|security|security-cache|alert|editor-accessibility)\.spec\.ts$/
const PORT = e2e.port
/** Point the suite at a server you already run (e.g. `next dev`) instead of starting the e2e build. */
const EXTERNAL = e2e.baseUrl

/** Runs against the production build (scripts/e2e.mjs builds it) in Debian's Chromium. */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  retries: tooling.ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: EXTERNAL || `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: tooling.chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Command-line filters (--grep-invert) do not reach a project others depend on, so leaving the sweep out is a setting.
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: e2e.secondDatabase
        ? [/(outage|alert|list-paging|wordpress-import)\.spec\.ts/, CODE_DECIDED_SPECS]
        : /(outage|alert|list-paging|wordpress-import)\.spec\.ts/,
    },
    // Fills /careers with enough open jobs for three pages for a while, so it runs after the others, which count the seeded ones.
    {
      name: 'list-paging',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /list-paging\.spec\.ts/,
      dependencies: ['chromium'],
    },
    // Puts a site-wide alert on every page for a while, so it runs after the others, which never see one.
    {
      name: 'site-alert',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /alert\.spec\.ts/,
      testIgnore: e2e.secondDatabase ? CODE_DECIDED_SPECS : [],
      dependencies: ['chromium'],
    },
    // Imports the WordPress Theme Unit Test export (50 stories, 350 redirects), which the lists, the sitemap
    // and the sweeps of the others would meet, so it runs after them.
    {
      name: 'wordpress-import',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /wordpress-import\.spec\.ts/,
      dependencies: ['chromium'],
    },
    // Takes the database away from the whole server, so it runs alone, after everything else.
    {
      name: 'outage',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /outage\.spec\.ts/,
      dependencies: ['chromium', 'site-alert', 'list-paging', 'wordpress-import'],
    },
  ],
  webServer: EXTERNAL
    ? undefined
    : {
        command: 'node scripts/serve.mjs',
        url: `http://127.0.0.1:${PORT}/`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          // Run without scripts/e2e.mjs (which hands them on), the production server still gets its secrets.
          ...localSecrets(),
          NEXT_DIST_DIR: '.next-e2e',
          DATABASE_URL: e2e.databaseUrl,
          UPLOADS_DIR: e2e.uploadsDir,
          NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${PORT}`,
          PORT: String(PORT),
          HOSTNAME: '127.0.0.1',
          // As behind nginx: tests name their client address in X-Forwarded-For.
          TRUST_PROXY: '1',
          // A line per request would bury the suite's own output; scripts/request-guard.test.ts checks the log.
          REQUEST_LOG: 'off',
          // e2e/operations.spec.ts scrapes /api/metrics with it.
          METRICS_TOKEN: e2e.metricsToken,
          // e2e/operations.spec.ts receives the server's traces there (a collector of its own, for one test).
          OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${e2e.otlpPort}`,
          // E-mail goes to e2e/email.spec.ts's own SMTP server, listening only while that spec runs.
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(e2e.smtpPort),
          MAIL_FROM: 'web@example.edu',
        },
      },
})
