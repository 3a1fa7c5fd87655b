/**
 * compose.yaml as the container test reads it (deploy/container/compose.mjs): Compose's variable
 * syntax, and the topology's rules checked on the committed file and on broken copies of it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { composeChecks, interpolate, serviceEnvironment } from './compose.mjs'

const compose = YAML.parse(readFileSync(path.join(__dirname, '../../compose.yaml'), 'utf8'))
const failed = (c: unknown) =>
  composeChecks(c)
    .filter(([ok]) => !ok)
    .map(([, what]) => what)

describe('interpolate', () => {
  it('fills in variables as Compose does', () => {
    const values = { A: 'x', EMPTY: '' }
    expect(interpolate('${A}-$A-$$A', values)).toBe('x-x-$A')
    expect(interpolate('${EMPTY:-d} ${EMPTY-d} ${UNSET-d} ${UNSET}', values)).toBe('d  d ')
    expect(() => interpolate('${UNSET:?set UNSET}', values)).toThrow('set UNSET')
    expect(() => interpolate('${EMPTY:?no}', values)).toThrow('no')
    expect(interpolate('${EMPTY?no}', values)).toBe('')
  })
})

describe('compose.yaml', () => {
  it('keeps the topology: edge, two servers waiting for a one-shot migrate job, PostgreSQL, Redis', () => {
    expect(failed(compose)).toEqual([])
  })

  it('gives the servers their secrets and the shared database and cache, refusing to run without secrets', () => {
    const values = { POSTGRES_PASSWORD: 'pw', PAYLOAD_SECRET: 'p', REVALIDATE_SECRET: 'r', ALTCHA_HMAC_KEY: 'k' }
    const env = serviceEnvironment(compose, 'web1', values)
    expect(env).toMatchObject({
      DATABASE_URL: 'postgres://site:pw@postgres:5432/site',
      REDIS_URL: 'redis://redis:6379',
      PAYLOAD_SECRET: 'p',
    })
    expect(serviceEnvironment(compose, 'web2', values)).toEqual(env)
    expect(() => serviceEnvironment(compose, 'web1', { ...values, PAYLOAD_SECRET: undefined })).toThrow(
      'set PAYLOAD_SECRET',
    )
  })

  it('fails a server that migrates at its start or does not wait for the job', () => {
    const broken = structuredClone(compose)
    broken.services.web2 = {
      ...broken.services.web2,
      command: ['sh', '-c', 'node scripts/db-setup.mjs && node server.js'],
    }
    broken.services.web1 = { ...broken.services.web1, depends_on: { redis: { condition: 'service_healthy' } } }
    expect(failed(broken)).toEqual([
      'every server waits for the migrate job to complete',
      'no server migrates at its start',
    ])
  })
})
