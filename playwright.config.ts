import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT || 3100)
/** Point the suite at a server you already run (e.g. `next dev`) instead of starting the e2e build. */
const EXTERNAL = process.env.E2E_BASE_URL

/** Runs against the production build (scripts/e2e.mjs builds it) in Debian's Chromium. */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: EXTERNAL || `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /outage\.spec\.ts/ },
    // Takes the database away from the whole server, so it runs alone, after everything else.
    { name: 'outage', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: /outage\.spec\.ts/, dependencies: ['chromium'] },
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
          NEXT_DIST_DIR: '.next-e2e',
          DATABASE_URL: process.env.DATABASE_URL || 'file:./data/e2e.db',
          UPLOADS_DIR: process.env.UPLOADS_DIR || 'data/e2e-uploads',
          NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${PORT}`,
          PORT: String(PORT),
          HOSTNAME: '127.0.0.1',
          // As behind nginx: tests name their client address in X-Forwarded-For.
          TRUST_PROXY: '1',
        },
      },
})
