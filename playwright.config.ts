import { defineConfig, devices } from '@playwright/test'
import { tooling } from './lib/config/tooling.mjs'
import { localSecrets } from './lib/config/local-secrets.mjs'

const { e2e } = tooling
/**
 * The specs the run on a second database (E2E_SECOND_DATABASE, CI's PostgreSQL run) keeps: where the
 * database itself decides the outcome, beyond the queries Payload's adapters write alike for both:
 * concurrent writes and exactly-once (visit bookings, requests, the outage), transactions and row
 * locks, access rules in queries, drafts and versions, schedules, imports, backups and restores,
 * erasure across collections. Pages' markup, lists and paging, search, caching, the importer's bulk
 * writes, the review workflow (its locks, versions and access rules are the ones the specs kept here
 * exercise) and the rest run on SQLite only: CI's 45 minutes hold the SQLite run whole and this one
 * beside it.
 */
const SECOND_DATABASE_SPECS =
  /[\/](backup-restore|cms|college-editor|data-protection|drafts|editor-forms|redirects|request-information-api|security-access|visit-booking|outage)\.spec\.ts$/
/** Every spec but those, for the projects that choose their specs otherwise (the mail project). */
const NOT_SECOND_DATABASE_SPECS = new RegExp(`^(?!.*${SECOND_DATABASE_SPECS.source})`)
/** The specs that receive the server's e-mail on its SMTP port (e2e/smtp.ts), run one at a time (the `mail` project). */
const MAIL_SPECS = /[\\/](email|review|visit-booking)\.spec\.ts$/
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
    // A click, a fill or a page load that takes a minute is stuck: it fails there, naming itself,
    // rather than holding a long test (review, imports: several minutes) until its own limit, which
    // says only "timeout".
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    // On CI a failed test's retry records the trace: recording every test (DOM snapshots at each
    // action and a screencast) to keep only the failures' was CPU the 2 cores' suite could not spare.
    trace: tooling.ci ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: e2e.browserPath,
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
      ...(e2e.secondDatabase ? { testMatch: SECOND_DATABASE_SPECS } : {}),
      testIgnore: [/(outage|alert|list-paging|wordpress-import)\.spec\.ts/, MAIL_SPECS],
    },
    // The specs that read the server's e-mail each listen on the one SMTP port the server sends to:
    // one at a time, beside the others (two at once took each other's mail, or failed to listen).
    {
      name: 'mail',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: MAIL_SPECS,
      ...(e2e.secondDatabase ? { testIgnore: NOT_SECOND_DATABASE_SPECS } : {}),
      workers: 1,
    },
    // Fills /careers with enough open jobs for three pages for a while, so it runs after the others, which count the seeded ones.
    {
      name: 'list-paging',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /list-paging\.spec\.ts/,
      testIgnore: e2e.secondDatabase ? /.*/ : [],
      dependencies: ['chromium'],
    },
    // Puts a site-wide alert on every page for a while, so it runs after the others, which never see one.
    {
      name: 'site-alert',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /alert\.spec\.ts/,
      // The alert's timers are the code's: the second database does not run it.
      testIgnore: e2e.secondDatabase ? /.*/ : [],
      dependencies: ['chromium'],
    },
    // Imports the WordPress Theme Unit Test export (50 stories, 350 redirects), which the lists, the sitemap
    // and the sweeps of the others would meet, so it runs after them.
    {
      name: 'wordpress-import',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /wordpress-import\.spec\.ts/,
      testIgnore: e2e.secondDatabase ? /.*/ : [],
      dependencies: ['chromium'],
    },
    // Takes the database away from the whole server, so it runs alone, after everything else.
    {
      name: 'outage',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /outage\.spec\.ts/,
      dependencies: ['chromium', 'mail', 'site-alert', 'list-paging', 'wordpress-import'],
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
          // E-mail goes to the SMTP server of the mail project's spec that runs (e2e/smtp.ts), one at a time.
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(e2e.smtpPort),
          MAIL_FROM: 'web@example.edu',
        },
      },
})
