import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setConfigEnvironment } from './environment.mjs'
import { localSecrets } from './local-secrets.mjs'
import { assertProductionConfig, SECRET_NAMES } from './site.mjs'

const allSecrets = {
  PAYLOAD_SECRET: 'p'.repeat(40),
  REVALIDATE_SECRET: 'r'.repeat(40),
  ALTCHA_HMAC_KEY: 'a'.repeat(40),
}

afterEach(() => setConfigEnvironment())

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
    expect(localSecrets(file)).toEqual({
      REVALIDATE_SECRET: first.REVALIDATE_SECRET,
      ALTCHA_HMAC_KEY: first.ALTCHA_HMAC_KEY,
    })
    setConfigEnvironment(allSecrets)
    expect(localSecrets(path.join(dir, 'none.json'))).toEqual({})
  })
})
