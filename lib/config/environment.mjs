// @ts-check
/**
 * The environment the configuration reads, and how it is read. This module and public.mjs (the
 * `NEXT_PUBLIC_*` values Next writes into browser code) are the only code that reads the process
 * environment; the settings are built on it in site.mjs (the site's) and tooling.mjs (the browser
 * suite's and the benchmarks'), and everything else imports those.
 *
 * Every variable either reads is listed here (VARIABLES, in the README's "Environment variables"
 * table's order; environment.test.ts holds the two together), and each kind of value is parsed
 * one way. Plain JavaScript with JSDoc types (type-checked by tsc) and no Node imports, so the
 * folder serves the Next app (server code, next.config.ts, instrumentation.ts), Jest, Playwright
 * and the `.mjs` scripts run by plain `node` alike.
 */

/** @typedef {Record<string, string | undefined>} Environment */

/**
 * Every variable read by the configuration, in the README table's order. The variables Next,
 * Payload or a tool read themselves are not listed unless we read them too.
 */
export const VARIABLES = Object.freeze([
  'PORT',
  'HOSTNAME',
  'KEEP_ALIVE_TIMEOUT',
  'SHUTDOWN_DRAIN_MS',
  'SHUTDOWN_TIMEOUT_MS',
  'EDGE_PURGER',
  'EDGE_PURGE_URLS',
  'REQUEST_LOG',
  'NEXT_PUBLIC_SERVER_URL',
  'DATABASE_URL',
  'DB_PUSH',
  'PAYLOAD_SECRET',
  'REVALIDATE_SECRET',
  'METRICS_TOKEN',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
  'OTEL_SERVICE_NAME',
  'ALTCHA_HMAC_KEY',
  'ALTCHA_MAX_COUNTER',
  'ALTCHA_TTL_SECONDS',
  'RECAPTCHA_SECRET_KEY',
  'NEXT_PUBLIC_RECAPTCHA_SITE_KEY',
  'RECAPTCHA_MIN_SCORE',
  'RATE_LIMIT_MAX',
  'RATE_LIMIT_WINDOW_MS',
  'TRUST_PROXY',
  'ADMISSIONS_API_URL',
  'ADMISSIONS_API_USER',
  'ADMISSIONS_API_PASSWORD',
  'ADMISSIONS_API_TOKEN',
  'ADMISSIONS_API_TIMEOUT_MS',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'MAIL_FROM',
  'MAIL_FROM_NAME',
  'NEXT_PUBLIC_MAP_TILE_URL',
  'UPLOADS_DIR',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'REDIS_URL',
  'REDIS_KEY_PREFIX',
  'NEXT_DIST_DIR',
  'LAST_GOOD_DIR',
  'SEED_ADMIN_EMAIL',
  'SEED_ADMIN_PASSWORD',
  'SKIP_SEED',
  'REBUILD',
  'QUICK_COMPILE',
  'SEARCH_INDEX_AT_START',
  'REPLACES_PID',
  'NODE_ENV',
  'NEXT_PHASE',
  'CI',
  'PAYLOAD_MIGRATING',
  'NODE_OPTIONS',
  'E2E_PORT',
  'E2E_OUTAGE_PORT',
  'E2E_BASE_URL',
  'E2E_SKIP_BUILD',
  'E2E_SCREENSHOTS',
  'E2E_SECOND_DATABASE',
  'CHROMIUM_PATH',
  'E2E_CHROMIUM_PATH',
  'BENCH_QUICK',
  'BENCH_LH_RUNS',
  'BENCH_BYTES_ONLY',
  'BENCH_REUSE_BUILD',
  'BENCH_CPU_SLOWDOWN',
  'BENCH_PG_URL',
  'BENCH_VOLUME_SIZES',
  'BENCH_VOLUME_REUSE',
  'SCALE_PARTS',
  'SCALE_SKIP_BUILD',
])

/** A setting that stops the program: a production server without its secrets, for one. */
export class ConfigError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message)
    this.name = 'ConfigError'
  }
}

// ---------------------------------------------------------------------------------------------
// Parsers: each kind of value is read one way.

/**
 * A value, trimmed; blank counts as unset.
 * @param {string | undefined} raw
 */
export function text(raw) {
  const value = raw?.trim()
  return value ? value : undefined
}

/**
 * The integer parser: a whole number above zero, else the fallback (unset, blank, malformed,
 * zero and negative values alike).
 * @template {number | undefined} F
 * @param {string | undefined} raw
 * @param {F} fallback
 * @returns {number | F}
 */
export function positiveInt(raw, fallback) {
  const value = Number(text(raw))
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/**
 * A number above zero (fractions allowed), else the fallback.
 * @param {string | undefined} raw
 * @param {number} fallback
 */
export function positiveNumber(raw, fallback) {
  const value = Number(text(raw))
  return Number.isFinite(value) && value > 0 ? value : fallback
}

/** @param {string} url */
export function isPostgresUrl(url) {
  return /^postgres(ql)?:\/\//i.test(url)
}

// ---------------------------------------------------------------------------------------------
// Which environment the settings read.

/** The environment the settings read: the process's, unless a test chose another. */
let source = /** @type {Environment} */ (process.env)

/** The environment the process's settings (`config`, `tooling`) read now. */
export function configEnvironment() {
  return source
}

/**
 * Tests: makes the process's settings (and the functions that default to them) read `env`
 * instead of the process environment; without an argument, back to the process environment.
 * @param {Environment} [env]
 */
export function setConfigEnvironment(env) {
  source = env ?? /** @type {Environment} */ (process.env)
}

// ---------------------------------------------------------------------------------------------
// Child processes: scripts hand settings on through the environment they give a child.

/**
 * The environment for a child process: this one's, with `fallbacks` where this one has no value
 * (blank counts as none) and `overrides` on top (an undefined override removes the variable).
 * @param {Environment} [overrides]
 * @param {Environment} [fallbacks]
 * @returns {NodeJS.ProcessEnv}
 */
export function childEnvironment(overrides = {}, fallbacks = {}) {
  const env = /** @type {NodeJS.ProcessEnv} */ ({})
  for (const [name, value] of Object.entries(source)) if (value !== undefined) env[name] = value
  for (const [name, value] of Object.entries(fallbacks)) if (value !== undefined && !text(env[name])) env[name] = value
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name]
    else env[name] = value
  }
  return env
}

/**
 * NODE_OPTIONS with `flags` added to what this process was given.
 * @param {...string} flags
 */
export function nodeOptionsWith(...flags) {
  return [text(source.NODE_OPTIONS), ...flags].filter(Boolean).join(' ')
}
