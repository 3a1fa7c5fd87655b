import { ConfigError, setConfigEnvironment } from './environment.mjs'
import { DEFAULT_MAP_TILE_URL } from './public.mjs'
import {
  assertProductionConfig,
  config,
  DEVELOPMENT_SECRETS,
  missingSecrets,
  readConfig,
  SECRET_NAMES,
  secretProblems,
} from './site.mjs'

const SECRET_PROPERTY = {
  PAYLOAD_SECRET: 'payloadSecret',
  REVALIDATE_SECRET: 'revalidateSecret',
  ALTCHA_HMAC_KEY: 'altchaHmacKey',
} as const
const secretOf = (env: Record<string, string>, name: keyof typeof SECRET_PROPERTY) =>
  readConfig(env)[SECRET_PROPERTY[name]]
const allSecrets = {
  PAYLOAD_SECRET: 'p'.repeat(40),
  REVALIDATE_SECRET: 'r'.repeat(40),
  ALTCHA_HMAC_KEY: 'a'.repeat(40),
}

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
    expect(() => assertProductionConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYLOAD_SECRET[\s\S]*REVALIDATE_SECRET[\s\S]*ALTCHA_HMAC_KEY/,
    )
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
    expect(secretProblems({ ...allSecrets, ALTCHA_HMAC_KEY: DEVELOPMENT_SECRETS.ALTCHA_HMAC_KEY })).toEqual([
      expect.stringMatching(/^ALTCHA_HMAC_KEY/),
    ])
    expect(secretProblems(allSecrets)).toEqual([])
    expect(missingSecrets({ PAYLOAD_SECRET: 'x', REVALIDATE_SECRET: ' ' })).toEqual([
      'REVALIDATE_SECRET',
      'ALTCHA_HMAC_KEY',
    ])
  })
})

describe('parsing', () => {
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
    })
    expect(c.admissionsApi).toEqual({
      url: undefined,
      user: undefined,
      password: undefined,
      token: undefined,
      timeoutMs: 15_000,
    })
    expect(c.s3).toEqual({
      bucket: undefined,
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: '',
      forcePathStyle: false,
    })
    expect(c.smtp).toBeNull()
  })

  it('reads the SMTP settings only with a host', () => {
    expect(readConfig({ SMTP_USER: 'u', SMTP_PASSWORD: 'p' }).smtp).toBeNull()
    expect(
      readConfig({ SMTP_HOST: 'smtp.example.edu', NEXT_PUBLIC_SERVER_URL: 'https://www.example.edu' }).smtp,
    ).toEqual({
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
      readConfig({
        SMTP_HOST: 'h',
        SMTP_PORT: '2525',
        SMTP_USER: 'site',
        SMTP_PASSWORD: ' pw ',
        MAIL_FROM: 'web@example.edu',
        MAIL_FROM_NAME: 'NCU',
      }).smtp,
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
  })

  it('turns reCAPTCHA on only with both keys', () => {
    expect(readConfig({ RECAPTCHA_SECRET_KEY: 's' }).recaptcha).toBeNull()
    expect(readConfig({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'k' }).recaptcha).toBeNull()
    expect(readConfig({ RECAPTCHA_SECRET_KEY: 's', NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'k' }).recaptcha).toEqual({
      secretKey: 's',
      siteKey: 'k',
      minScore: 0.5,
    })
    expect(
      readConfig({ RECAPTCHA_SECRET_KEY: 's', NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_MIN_SCORE: '0.7' })
        .recaptcha?.minScore,
    ).toBe(0.7)
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
})
