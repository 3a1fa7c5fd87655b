import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  assertProductionConfig,
  childEnvironment,
  config,
  ConfigError,
  DEVELOPMENT_SECRETS,
  missingSecrets,
  positiveInt,
  readConfig,
  SECRET_NAMES,
  secretProblems,
  setConfigEnvironment,
  VARIABLES,
} from './config.mjs'
import { DEFAULT_MAP_TILE_URL } from './config.public.mjs'
import { localSecrets } from './config.secrets.mjs'

const SECRET_PROPERTY = { PAYLOAD_SECRET: 'payloadSecret', REVALIDATE_SECRET: 'revalidateSecret', ALTCHA_HMAC_KEY: 'altchaHmacKey' } as const
const secretOf = (env: Record<string, string>, name: keyof typeof SECRET_PROPERTY) => readConfig(env)[SECRET_PROPERTY[name]]
const allSecrets = { PAYLOAD_SECRET: 'p'.repeat(40), REVALIDATE_SECRET: 'r'.repeat(40), ALTCHA_HMAC_KEY: 'a'.repeat(40) }

afterEach(() => setConfigEnvironment())

describe('secrets', () => {
  it.each(SECRET_NAMES)('%s: the development value in development and tests', (name) => {
    expect(secretOf({}, name)).toBe(DEVELOPMENT_SECRETS[name])
    expect(secretOf({ NODE_ENV: 'development' }, name)).toBe(DEVELOPMENT_SECRETS[name])
    expect(secretOf({ NODE_ENV: 'test', [name]: '  ' }, name)).toBe(DEVELOPMENT_SECRETS[name])
    expect(secretOf({ NODE_ENV: 'development', [name]: 'mine' }, name)).toBe('mine')
  })

  it.each(SECRET_NAMES)('%s: missing in production stops with an error naming the variable', (name) => {
    const env = { ...allSecrets, NODE_ENV: 'production', [name]: '' }
    expect(() => secretOf(env, name)).toThrow(ConfigError)
    expect(() => secretOf(env, name)).toThrow(new RegExp(`^${name} is not set`))
    expect(() => assertProductionConfig(env)).toThrow(name)
  })

  it.each(SECRET_NAMES)('%s: the development value in production stops with an error', (name) => {
    const env = { ...allSecrets, NODE_ENV: 'production', [name]: DEVELOPMENT_SECRETS[name] }
    expect(() => secretOf(env, name)).toThrow(new RegExp(`^${name} is the development value`))
    expect(() => assertProductionConfig(env)).toThrow(name)
  })

  it('gives a production server its own secrets', () => {
    const env = { ...allSecrets, NODE_ENV: 'production' }
    for (const name of SECRET_NAMES) expect(secretOf(env, name)).toBe(allSecrets[name])
    expect(() => assertProductionConfig(env)).not.toThrow()
  })

  it('names every variable to set at once, and checks nothing outside production', () => {
    expect(() => assertProductionConfig({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET[\s\S]*REVALIDATE_SECRET[\s\S]*ALTCHA_HMAC_KEY/)
    expect(() => assertProductionConfig({})).not.toThrow()
    expect(() => assertProductionConfig({ NODE_ENV: 'test' })).not.toThrow()
  })

  it('lets `next build` prerender without them: the server it makes checks', () => {
    const env = { NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }
    expect(readConfig(env).payloadSecret).toBe(DEVELOPMENT_SECRETS.PAYLOAD_SECRET)
    expect(() => assertProductionConfig(env)).not.toThrow()
  })

  it('checks as production for scripts/serve.mjs, whatever NODE_ENV says', () => {
    expect(secretProblems({})).toHaveLength(3)
    expect(secretProblems({ ...allSecrets, ALTCHA_HMAC_KEY: DEVELOPMENT_SECRETS.ALTCHA_HMAC_KEY })).toEqual([expect.stringMatching(/^ALTCHA_HMAC_KEY/)])
    expect(secretProblems(allSecrets)).toEqual([])
    expect(missingSecrets({ PAYLOAD_SECRET: 'x', REVALIDATE_SECRET: ' ' })).toEqual(['REVALIDATE_SECRET', 'ALTCHA_HMAC_KEY'])
  })
})

describe('parsing', () => {
  it('reads integers one way: whole numbers above zero, else the default', () => {
    expect(positiveInt('42', 7)).toBe(42)
    expect(positiveInt(' 42 ', 7)).toBe(42)
    for (const raw of [undefined, '', ' ', 'x', '0', '-3', '1.5', '12abc']) expect(positiveInt(raw, 7)).toBe(7)
  })

  it('has the documented defaults', () => {
    const c = readConfig({})
    expect(c).toMatchObject({
      port: 3000,
      hostname: '0.0.0.0',
      keepAliveTimeout: 65_000,
      serverUrl: 'http://localhost:3000',
      databaseUrl: 'file:./data/site.db',
      postgres: false,
      dbPush: false,
      uploadsDir: 'data/uploads',
      distDir: '.next',
      lastGoodDir: '.next/last-good',
      redisUrl: undefined,
      redisKeyPrefix: 'university-site:',
      mapTileUrl: DEFAULT_MAP_TILE_URL,
      altchaMaxCounter: 50_000,
      altchaTtlSeconds: 1200,
      recaptcha: null,
      rateLimit: { max: 5, windowMs: 60_000 },
      seedAdminEmail: 'admin@example.edu',
      seedAdminPassword: 'demo-admin-password',
      skipSeed: false,
      rebuild: false,
      chromiumPath: '/usr/bin/chromium',
      ci: false,
    })
    expect(c.admissionsApi).toEqual({ url: undefined, user: undefined, password: undefined, token: undefined, timeoutMs: 15_000 })
    expect(c.s3).toEqual({ bucket: undefined, endpoint: undefined, region: 'us-east-1', accessKeyId: undefined, secretAccessKey: '', forcePathStyle: false })
    expect(c.e2e).toEqual({
      port: 3100,
      outagePort: 3101,
      smtpPort: 3105,
      baseUrl: undefined,
      skipBuild: false,
      skipSweep: false,
      databaseUrl: 'file:./data/e2e.db',
      uploadsDir: 'data/e2e-uploads',
      distDir: '.next-e2e',
    })
    expect(c.bench).toEqual({ quick: false, lighthouseRuns: 5 })
    expect(c.smtp).toBeNull()
  })

  it('reads the SMTP settings only with a host', () => {
    expect(readConfig({ SMTP_USER: 'u', SMTP_PASSWORD: 'p' }).smtp).toBeNull()
    expect(readConfig({ SMTP_HOST: 'smtp.example.edu', NEXT_PUBLIC_SERVER_URL: 'https://www.example.edu' }).smtp).toEqual({
      host: 'smtp.example.edu',
      port: 587,
      secure: false,
      user: undefined,
      password: undefined,
      from: 'no-reply@www.example.edu',
      fromName: 'University website',
    })
    expect(readConfig({ SMTP_HOST: 'h', SMTP_SECURE: 'true' }).smtp).toMatchObject({ port: 465, secure: true })
    expect(readConfig({ SMTP_HOST: 'h', SMTP_PORT: '465' }).smtp).toMatchObject({ port: 465, secure: true })
    expect(
      readConfig({ SMTP_HOST: 'h', SMTP_PORT: '2525', SMTP_USER: 'site', SMTP_PASSWORD: ' pw ', MAIL_FROM: 'web@example.edu', MAIL_FROM_NAME: 'NCU' }).smtp,
    ).toEqual({
      host: 'h',
      port: 2525,
      secure: false,
      user: 'site',
      password: ' pw ',
      from: 'web@example.edu',
      fromName: 'NCU',
    })
  })

  it('derives what depends on other settings', () => {
    expect(readConfig({ PORT: '4000' }).serverUrl).toBe('http://localhost:4000')
    expect(readConfig({ NEXT_PUBLIC_SERVER_URL: 'https://www.example.edu/' }).serverUrl).toBe('https://www.example.edu')
    expect(readConfig({ PORT: '4000' }).ownOrigin).toBe('http://127.0.0.1:4000')
    expect(readConfig({ HOSTNAME: 'site.internal' }).ownOrigin).toBe('http://site.internal:3000')
    expect(readConfig({ DATABASE_URL: 'postgresql://u:p@db/site' }).postgres).toBe(true)
    expect(readConfig({ NEXT_DIST_DIR: '.next-e2e' }).lastGoodDir).toBe('.next-e2e/last-good')
    expect(readConfig({ S3_ENDPOINT: 'http://minio:9000' }).s3.forcePathStyle).toBe(true)
    expect(readConfig({ S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' }).s3.forcePathStyle).toBe(false)
    expect(readConfig({ E2E_PORT: '3200' }).e2e.outagePort).toBe(3201)
    expect(readConfig({ BENCH_QUICK: '1' }).bench).toEqual({ quick: true, lighthouseRuns: 1 })
    expect(readConfig({ DATABASE_URL: 'postgres://u:p@db/site' }).bench.pgUrl).toBe('postgres://u:p@db/site')
    expect(readConfig({ DATABASE_URL: 'postgres://u:p@db/site', BENCH_PG_URL: 'postgres://u:p@bench/b' }).bench.pgUrl).toBe('postgres://u:p@bench/b')
    expect(readConfig({ DATABASE_URL: 'file:./data/site.db' }).bench.pgUrl).toBeUndefined()
  })

  it('turns reCAPTCHA on only with both keys', () => {
    expect(readConfig({ RECAPTCHA_SECRET_KEY: 's' }).recaptcha).toBeNull()
    expect(readConfig({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'k' }).recaptcha).toBeNull()
    expect(readConfig({ RECAPTCHA_SECRET_KEY: 's', NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'k' }).recaptcha).toEqual({ secretKey: 's', siteKey: 'k', minScore: 0.5 })
    expect(readConfig({ RECAPTCHA_SECRET_KEY: 's', NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_MIN_SCORE: '0.7' }).recaptcha?.minScore).toBe(0.7)
  })
})

describe('the process configuration', () => {
  it("reads another environment when a test chooses one, then this process's own again", () => {
    setConfigEnvironment({ PORT: '4321', NODE_ENV: 'production', ...allSecrets })
    expect(config.port).toBe(4321)
    expect(config.payloadSecret).toBe(allSecrets.PAYLOAD_SECRET)
    setConfigEnvironment()
    expect(config.test).toBe(true) // Jest's NODE_ENV
  })

  it('builds the environment of a child process', () => {
    setConfigEnvironment({ KEEP: 'kept', BLANK: '', DROP: 'dropped', OVER: 'old' })
    expect(childEnvironment({ OVER: 'new', DROP: undefined, ADDED: 'a' }, { KEEP: 'fallback', BLANK: 'filled', OTHER: 'o' })).toEqual({
      KEEP: 'kept',
      BLANK: 'filled',
      OVER: 'new',
      ADDED: 'a',
      OTHER: 'o',
    })
  })
})

describe('data/secrets.json (npm start, the e2e runner, the bench)', () => {
  let dir: string
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'secrets-'))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('generates each missing secret once, keeps it private and hands out only what the environment lacks', () => {
    const file = path.join(dir, 'data', 'secrets.json')
    setConfigEnvironment({})
    const first = localSecrets(file)
    expect(Object.keys(first).sort()).toEqual([...SECRET_NAMES].sort())
    for (const value of Object.values(first)) expect(value).toMatch(/^[0-9a-f]{64}$/)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(localSecrets(file)).toEqual(first)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first)
    expect(() => assertProductionConfig({ NODE_ENV: 'production', ...first })).not.toThrow()

    setConfigEnvironment({ PAYLOAD_SECRET: 'set by the operator' })
    expect(localSecrets(file)).toEqual({ REVALIDATE_SECRET: first.REVALIDATE_SECRET, ALTCHA_HMAC_KEY: first.ALTCHA_HMAC_KEY })
    setConfigEnvironment(allSecrets)
    expect(localSecrets(path.join(dir, 'none.json'))).toEqual({})
  })
})

describe('the README', () => {
  it('documents exactly the variables the module reads', () => {
    const readme = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8')
    const section = readme.split('## Environment variables')[1].split('\n## ')[0]
    const documented = new Set<string>()
    for (const line of section.split('\n')) {
      if (!line.startsWith('| `')) continue
      for (const [, name] of line.split(' | ')[0].matchAll(/`([A-Z][A-Z0-9_]+)`/g)) documented.add(name)
    }
    expect([...documented].sort()).toEqual([...VARIABLES].sort())
  })
})

describe('the repository', () => {
  it('reads the environment only in the configuration module', () => {
    let files: string[]
    try {
      files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: path.join(__dirname, '..'), encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
    } catch {
      return // not a git checkout
    }
    // What a plain grep for the two words joined by a dot finds (the dot matches any one character).
    const pattern = new RegExp(['process', 'env'].join('.'))
    const readers = files.filter((file) => {
      if (['lib/config.mjs', 'lib/config.public.mjs'].includes(file) || /\.(png|jpe?g|webp|gif|ico|pdf|woff2?|db)$/i.test(file)) return false
      try {
        return pattern.test(readFileSync(path.join(__dirname, '..', file), 'utf8'))
      } catch {
        return false // deleted in the work tree, or a folder
      }
    })
    expect(readers).toEqual([])
  })
})
