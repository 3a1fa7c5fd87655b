// @ts-check
/**
 * The site's settings: what the site's server, its CMS and its own scripts (`npm start`,
 * scripts/serve.mjs, the database set-up) read, each with its default and, for the secrets, its
 * production rule. The tooling around the site (the browser suite, the benchmarks) has its own,
 * tooling.mjs; both read the environment through environment.mjs.
 *
 *   import { config } from '@/lib/config/site.mjs'     // the app: config.databaseUrl, config.port, …
 *   import { config } from '../lib/config/site.mjs'    // scripts
 *   readConfig({ NODE_ENV: 'production' })             // the same settings read from any object (tests)
 */
import { ConfigError, configEnvironment, isPostgresUrl, positiveInt, positiveNumber, text } from './environment.mjs'
import { parseMapTileUrl } from './public.mjs'

/** @import { Environment } from './environment.mjs' */

// ---------------------------------------------------------------------------------------------
// Modes and secrets.

/**
 * The development values of the secrets. They are published here, so a production server
 * refuses them as it refuses a missing secret.
 */
export const DEVELOPMENT_SECRETS = Object.freeze({
  PAYLOAD_SECRET: 'dev-only-payload-secret-change-me',
  REVALIDATE_SECRET: 'dev-only-revalidate-secret',
  ALTCHA_HMAC_KEY: 'dev-only-altcha-hmac-key-change-me',
})

/** @typedef {keyof typeof DEVELOPMENT_SECRETS} SecretName */

/** @type {readonly SecretName[]} */
export const SECRET_NAMES = Object.freeze(['PAYLOAD_SECRET', 'REVALIDATE_SECRET', 'ALTCHA_HMAC_KEY'])

/** Next sets this phase while `next build` runs (prerendering included). */
const BUILD_PHASE = 'phase-production-build'

/**
 * A production server or script: NODE_ENV=production outside `next build`. The build itself
 * prerenders with whatever secrets it has (it signs nothing that lasts); the server it makes
 * refuses to start without its own.
 * @param {Environment} env
 */
function isProduction(env) {
  return env.NODE_ENV === 'production' && env.NEXT_PHASE !== BUILD_PHASE
}

/**
 * What is wrong with one secret in production, or null.
 * @param {Environment} env
 * @param {SecretName} name
 */
function secretProblem(env, name) {
  const value = text(env[name])
  if (!value) {
    return `${name} is not set: a production server needs its own long random value (for example \`openssl rand -hex 32\`); \`npm start\` keeps generated ones in data/secrets.json`
  }
  if (value === DEVELOPMENT_SECRETS[name]) {
    return `${name} is the development value published in lib/config/site.mjs: set your own long random value (for example \`openssl rand -hex 32\`)`
  }
  return null
}

/**
 * A secret: its value; in development and tests the published development value when unset;
 * in production an error naming the variable when it is unset or the development value.
 * @param {Environment} env
 * @param {SecretName} name
 */
function secret(env, name) {
  if (!isProduction(env)) return text(env[name]) ?? DEVELOPMENT_SECRETS[name]
  const problem = secretProblem(env, name)
  if (problem) throw new ConfigError(problem)
  return /** @type {string} */ (text(env[name]))
}

/**
 * The secrets a production server would refuse, one message each (empty when all are set).
 * Checks as production whatever NODE_ENV says: scripts/serve.mjs asks before it starts one.
 * @param {Environment} [env]
 */
export function secretProblems(env = configEnvironment()) {
  return SECRET_NAMES.map((name) => secretProblem(env, name)).filter((problem) => problem !== null)
}

/**
 * Stops a production server at start when a secret is missing or a development value, naming
 * each variable to set. Called by instrumentation.ts (every Next server) and scripts/serve.mjs.
 * Does nothing in development, in tests and during `next build`.
 * @param {Environment} [env]
 */
export function assertProductionConfig(env = configEnvironment()) {
  if (!isProduction(env)) return
  const problems = secretProblems(env)
  if (problems.length) throw new ConfigError(`The server cannot start:\n- ${problems.join('\n- ')}`)
}

/**
 * The secrets `env` leaves unset (blank counts as unset): what scripts/start.mjs, the e2e runner
 * and the bench fill in from data/secrets.json.
 * @param {Environment} [env]
 * @returns {SecretName[]}
 */
export function missingSecrets(env = configEnvironment()) {
  return SECRET_NAMES.filter((name) => !text(env[name]))
}

// ---------------------------------------------------------------------------------------------
// The settings.

/**
 * @typedef {object} S3Settings
 * @property {string | undefined} bucket S3_BUCKET: when set, uploads go to this bucket
 * @property {string | undefined} endpoint S3_ENDPOINT: a self-hosted store; unset is AWS
 * @property {string} region S3_REGION
 * @property {string | undefined} accessKeyId S3_ACCESS_KEY_ID; unset leaves credentials to the platform
 * @property {string} secretAccessKey S3_SECRET_ACCESS_KEY
 * @property {boolean} forcePathStyle S3_FORCE_PATH_STYLE ('true'), by default true with an endpoint
 */

/**
 * @typedef {object} AdmissionsApiSettings
 * @property {string | undefined} url ADMISSIONS_API_URL
 * @property {string | undefined} user ADMISSIONS_API_USER
 * @property {string | undefined} password ADMISSIONS_API_PASSWORD
 * @property {string | undefined} token ADMISSIONS_API_TOKEN
 * @property {number} timeoutMs ADMISSIONS_API_TIMEOUT_MS
 */

/** @typedef {{ secretKey: string, siteKey: string, minScore: number }} RecaptchaSettings */

/**
 * @typedef {object} SmtpSettings
 * @property {string} host SMTP_HOST
 * @property {number} port SMTP_PORT: 465 with SMTP_SECURE, else 587
 * @property {boolean} secure SMTP_SECURE=true: TLS from the first byte (port 465); otherwise STARTTLS when the server offers it
 * @property {string | undefined} user SMTP_USER
 * @property {string | undefined} password SMTP_PASSWORD
 * @property {string} from MAIL_FROM: the sender address
 * @property {string} fromName MAIL_FROM_NAME: the sender name
 */

/**
 * The settings read from one environment. Each property reads the environment when it is used,
 * so a value set later (a test, a script) counts.
 * @param {() => Environment} read
 */
function settings(read) {
  return {
    // Modes
    /** NODE_ENV as given (Next sets it: development under `next dev`, production when built). */
    get nodeEnv() {
      return read().NODE_ENV
    },
    /** A production server or script (NODE_ENV=production, not `next build`): secrets are required. */
    get production() {
      return isProduction(read())
    },
    /** `next dev`: the CSP allows eval for React's development tools. */
    get development() {
      return read().NODE_ENV === 'development'
    },
    /** Jest sets NODE_ENV=test. */
    get test() {
      return read().NODE_ENV === 'test'
    },
    /** `next build` is running (Next sets NEXT_PHASE). */
    get building() {
      return read().NEXT_PHASE === BUILD_PHASE
    },

    // Serving
    /** PORT: where `npm start` and scripts/serve.mjs listen. */
    get port() {
      return positiveInt(read().PORT, 3000)
    },
    /** HOSTNAME: the address scripts/serve.mjs listens on. */
    get hostname() {
      return text(read().HOSTNAME) ?? '0.0.0.0'
    },
    /** KEEP_ALIVE_TIMEOUT (ms): longer than the proxy's upstream keep-alive (nginx: 60 s). */
    get keepAliveTimeout() {
      return positiveInt(read().KEEP_ALIVE_TIMEOUT, 65_000)
    },
    /** REQUEST_LOG: `json` (one line per request on standard output, scripts/request-guard.mjs) or `off`. */
    get requestLog() {
      return read().REQUEST_LOG === 'off' ? 'off' : 'json'
    },
    /**
     * SHUTDOWN_DRAIN_MS: after SIGTERM, how long an instance keeps serving while /api/ready answers
     * 503, so a balancer that probes it (Varnish: 1 s apart, deploy/varnish/default.vcl) stops sending it visitors.
     */
    get shutdownDrainMs() {
      const raw = read().SHUTDOWN_DRAIN_MS
      return raw?.trim() === '0' ? 0 : positiveInt(raw, 5_000)
    },
    /** SHUTDOWN_TIMEOUT_MS: the most a stopping instance waits for its requests and jobs before it exits anyway. */
    get shutdownTimeoutMs() {
      return positiveInt(read().SHUTDOWN_TIMEOUT_MS, 25_000)
    },
    /**
     * EDGE_PURGER: which shared cache in front is told of a save (lib/cache/edge-purge.mjs):
     * `none` (the default: nginx's one-second micro-cache needs no telling) or `varnish`.
     * @returns {'none' | 'varnish'}
     */
    get edgePurger() {
      const value = text(read().EDGE_PURGER) ?? 'none'
      if (value === 'none' || value === 'varnish') return value
      throw new ConfigError(`EDGE_PURGER must be none or varnish, not "${value}"`)
    },
    /** EDGE_PURGE_URLS: the Varnish servers to purge, comma-separated (`http://10.0.0.5:6081,http://10.0.0.6:6081`). */
    get edgePurgeUrls() {
      return (read().EDGE_PURGE_URLS ?? '')
        .split(',')
        .map((url) => url.trim().replace(/\/$/, ''))
        .filter(Boolean)
    },
    /** The running server's own address, for requests it sends itself (a wildcard address becomes loopback). */
    get ownOrigin() {
      const host = this.hostname === '0.0.0.0' || this.hostname === '::' ? '127.0.0.1' : this.hostname
      return `http://${host}:${this.port}`
    },
    /** NEXT_PUBLIC_SERVER_URL: the public origin (canonical URLs, share links, sitemap), without a trailing slash. */
    get serverUrl() {
      return (text(read().NEXT_PUBLIC_SERVER_URL) ?? `http://localhost:${this.port}`).replace(/\/$/, '')
    },

    // Database and CMS
    /** DATABASE_URL: `postgres://…` selects PostgreSQL; anything else is an SQLite file URL. */
    get databaseUrl() {
      return text(read().DATABASE_URL) ?? 'file:./data/site.db'
    },
    get postgres() {
      return isPostgresUrl(this.databaseUrl)
    },
    /** DB_PUSH=true: developers only, push schema changes without a migration. */
    get dbPush() {
      return read().DB_PUSH === 'true'
    },
    /** PAYLOAD_MIGRATING=true: scripts/db-setup.mjs runs migrations (Payload's adapters read it too). */
    get payloadMigrating() {
      return read().PAYLOAD_MIGRATING === 'true'
    },
    /** PAYLOAD_SECRET: signs CMS sessions. Required in production. */
    get payloadSecret() {
      return secret(read(), 'PAYLOAD_SECRET')
    },
    /** REVALIDATE_SECRET: the bearer secret of POST /api/revalidate. Required in production. */
    get revalidateSecret() {
      return secret(read(), 'REVALIDATE_SECRET')
    },
    /** METRICS_TOKEN: the bearer token GET /api/metrics asks for; unset, the endpoint answers 404. */
    get metricsToken() {
      return text(read().METRICS_TOKEN)
    },
    /**
     * OTEL_EXPORTER_OTLP_ENDPOINT: an OpenTelemetry collector (OTLP over HTTP, JSON) the server sends
     * its traces to (`<endpoint>/v1/traces`); unset, nothing is traced. The exporter also reads the
     * other standard OTEL_EXPORTER_OTLP_* variables (headers, timeout).
     */
    get otlpEndpoint() {
      return text(read().OTEL_EXPORTER_OTLP_ENDPOINT)
    },
    /** OTEL_SERVICE_NAME: the service the traces name. */
    get otelServiceName() {
      return text(read().OTEL_SERVICE_NAME) ?? 'university-website'
    },
    /** SEED_ADMIN_EMAIL: the first administrator the seed creates. */
    get seedAdminEmail() {
      return text(read().SEED_ADMIN_EMAIL) ?? 'admin@example.edu'
    },
    /** SEED_ADMIN_PASSWORD: that administrator's password (and the other demo accounts'). */
    get seedAdminPassword() {
      return text(read().SEED_ADMIN_PASSWORD) ?? 'demo-admin-password'
    },
    /** SKIP_SEED=1: scripts/db-setup.mjs migrates without adding demo content. */
    get skipSeed() {
      return read().SKIP_SEED === '1'
    },

    // Human verification and the request form
    /** ALTCHA_HMAC_KEY: signs the human-verification challenges. Required in production. */
    get altchaHmacKey() {
      return secret(read(), 'ALTCHA_HMAC_KEY')
    },
    /** ALTCHA_MAX_COUNTER: the largest counter a browser may have to try (the difficulty). */
    get altchaMaxCounter() {
      return positiveInt(read().ALTCHA_MAX_COUNTER, 50_000)
    },
    /** ALTCHA_TTL_SECONDS: how long a challenge stays valid. */
    get altchaTtlSeconds() {
      return positiveInt(read().ALTCHA_TTL_SECONDS, 20 * 60)
    },
    /**
     * reCAPTCHA v3, when both RECAPTCHA_SECRET_KEY and NEXT_PUBLIC_RECAPTCHA_SITE_KEY are set
     * (RECAPTCHA_MIN_SCORE, 0.5 by default); else null and ALTCHA serves.
     * @returns {RecaptchaSettings | null}
     */
    get recaptcha() {
      const env = read()
      const secretKey = text(env.RECAPTCHA_SECRET_KEY)
      const siteKey = text(env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY)
      if (!secretKey || !siteKey) return null
      return { secretKey, siteKey, minScore: positiveNumber(env.RECAPTCHA_MIN_SCORE, 0.5) }
    },
    /** RATE_LIMIT_MAX requests per RATE_LIMIT_WINDOW_MS from one address. */
    get rateLimit() {
      const env = read()
      return { max: positiveInt(env.RATE_LIMIT_MAX, 5), windowMs: positiveInt(env.RATE_LIMIT_WINDOW_MS, 60_000) }
    },
    /**
     * TRUST_PROXY: how many reverse proxies in front of the server append the address they
     * received a request from to X-Forwarded-For (nginx: 1). 0, the default, believes no header:
     * the client is the connection's own address.
     */
    get trustedProxies() {
      return positiveInt(read().TRUST_PROXY, 0)
    },
    /** @returns {AdmissionsApiSettings} the admissions system requests are forwarded to */
    get admissionsApi() {
      const env = read()
      return {
        url: text(env.ADMISSIONS_API_URL),
        user: env.ADMISSIONS_API_USER || undefined,
        password: env.ADMISSIONS_API_PASSWORD || undefined,
        token: text(env.ADMISSIONS_API_TOKEN),
        timeoutMs: positiveInt(env.ADMISSIONS_API_TIMEOUT_MS, 15_000),
      }
    },

    // E-mail
    /**
     * The SMTP server e-mail goes through (password resets, notices to admissions), when
     * SMTP_HOST is set; else null and nothing is sent.
     * @returns {SmtpSettings | null}
     */
    get smtp() {
      const env = read()
      const host = text(env.SMTP_HOST)
      if (!host) return null
      const secure = text(env.SMTP_SECURE) ? env.SMTP_SECURE === 'true' : text(env.SMTP_PORT) === '465'
      return {
        host,
        port: positiveInt(env.SMTP_PORT, secure ? 465 : 587),
        secure,
        user: text(env.SMTP_USER),
        password: env.SMTP_PASSWORD || undefined,
        from: text(env.MAIL_FROM) ?? `no-reply@${new URL(this.serverUrl).hostname}`,
        fromName: text(env.MAIL_FROM_NAME) ?? 'University website',
      }
    },

    // Pages
    /** NEXT_PUBLIC_MAP_TILE_URL as the server sees it (client code reads publicConfig). */
    get mapTileUrl() {
      return parseMapTileUrl(read().NEXT_PUBLIC_MAP_TILE_URL)
    },

    // Files and caches
    /** UPLOADS_DIR: uploads on local disk (when no bucket is set). */
    get uploadsDir() {
      return text(read().UPLOADS_DIR) ?? 'data/uploads'
    },
    /** @returns {S3Settings} */
    get s3() {
      const env = read()
      const endpoint = text(env.S3_ENDPOINT)
      return {
        bucket: text(env.S3_BUCKET),
        endpoint,
        region: text(env.S3_REGION) ?? 'us-east-1',
        accessKeyId: text(env.S3_ACCESS_KEY_ID),
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || '',
        forcePathStyle: text(env.S3_FORCE_PATH_STYLE) ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(endpoint),
      }
    },
    /** REDIS_URL: the regeneration cache and rate limits shared by every instance. */
    get redisUrl() {
      return text(read().REDIS_URL)
    },
    /** REDIS_KEY_PREFIX: prefix of our keys in a shared Redis. */
    get redisKeyPrefix() {
      return read().REDIS_KEY_PREFIX || 'university-site:'
    },
    /** NEXT_DIST_DIR: the build folder. */
    get distDir() {
      return text(read().NEXT_DIST_DIR) ?? '.next'
    },
    /** LAST_GOOD_DIR: where reads keep their last good results (relative to the working directory). */
    get lastGoodDir() {
      return text(read().LAST_GOOD_DIR) ?? `${this.distDir}/last-good`
    },

    // Scripts
    /** REBUILD=1: `npm start` builds even when the code has not changed. */
    get rebuild() {
      return read().REBUILD === '1'
    },
    /**
     * QUICK_COMPILE=1, set by `npm start` for a first compile (scripts/start-plan.mjs): the compile
     * writes no Turbopack cache (none to reuse yet, and many seconds to write), no source maps
     * (which the server does not read), leaves the server's code unminified (browsers' is minified
     * as ever) and makes no precompressed copies (the start makes them beside the prerender).
     */
    get quickCompile() {
      return read().QUICK_COMPILE === '1'
    },
    /**
     * SEARCH_INDEX_AT_START=0: the server builds its site search index on the first search rather
     * than once it listens. Set by `npm start` for the compiled site it serves while the pages are
     * prerendered: it renders every page it reads on request, and the finished build replaces it.
     */
    get searchIndexAtStart() {
      return read().SEARCH_INDEX_AT_START !== '0'
    },
    /**
     * REPLACES_PID: the server takes the place of the one this process runs (`npm start`'s compiled
     * site): loaded, it stops it and listens as soon as the port is free (lib/ops/take-over-port.mjs).
     */
    get replacesPid() {
      const pid = Number(read().REPLACES_PID)
      return Number.isInteger(pid) && pid > 0 ? pid : null
    },
  }
}

/** @typedef {ReturnType<typeof settings>} Config */

/**
 * The settings of any environment object, e.g. `readConfig({ RATE_LIMIT_MAX: '2' })` in a test.
 * @param {Environment} env
 * @returns {Config}
 */
export function readConfig(env) {
  return settings(() => env)
}

/** The settings of this process. */
export const config = settings(configEnvironment)
