#!/usr/bin/env node
/**
 * `npm run bench:scale`: the multi-instance deployment on one machine, loopback only, bounded.
 *
 * Starts Redis, a private PostgreSQL cluster, ONE build made with REDIS_URL (the shared cache
 * handler), TWO instances of it, and nginx running deploy/nginx.conf in front. Then checks:
 *  a. an edit made through instance A is served fresh by instance B and through nginx
 *     within the save-to-live budget (2 s);
 *  b. cached-page throughput through nginx and straight to one instance, against nginx
 *     serving the same bytes from disk;
 *  c. information requests sent concurrently through both instances are all stored, once;
 *  d. killing one instance while requests go through nginx loses no accepted (201) request.
 * Prints one table, writes bench/SCALE-RESULTS.md, exits non-zero when a check fails.
 */
import { execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { deployConfig, readDeployConfig, staticConfig } from './lib/nginx.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const out = path.join(root, 'bench/out/scale')
const PORTS = { nginx: 3500, a: 3501, b: 3502, redirect: 3509, static: 3510, redis: 6390, postgres: 5439 }
const BUDGET_MS = 2000
const EDITS = 5
const LOAD = { seconds: 10, connections: 32 }
const CONCURRENT_PER_INSTANCE = 40
const SUBMISSIONS_DURING_KILL = 60

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const children = []
const checks = []
const check = (name, ok, detail) => checks.push({ name, ok, detail })

/** Starts a long-running program in its own process group, so stopping it stops its children. */
function start(name, cmd, args, env = process.env, cwd = root) {
  const log = path.join(out, `${name}.log`)
  const child = spawn('bash', ['-c', `exec "$0" "$@" >> '${log}' 2>&1`, cmd, ...args], { cwd, env, stdio: 'ignore', detached: true })
  children.push(child)
  return child
}
function stop(child, signal = 'SIGTERM') {
  try {
    process.kill(-child.pid, signal)
  } catch {
    /* already gone */
  }
}
const sh = (cmd, args, env = process.env) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env })

/** fetch, tried once more when a kept-alive connection was closed by the server meanwhile. */
async function get(url, init) {
  try {
    return await fetch(url, init)
  } catch (error) {
    if (init?.method && init.method !== 'GET') throw error
    return fetch(url, init)
  }
}

async function waitFor200(url, timeoutMs = 120_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).status === 200) return Date.now() - started
    } catch {
      /* not listening yet */
    }
    await sleep(200)
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`)
}

// ---------------------------------------------------------------- services

function startRedis() {
  if (!existsSync('/usr/bin/redis-server')) sh('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server'])
  start('redis', '/usr/bin/redis-server', ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'])
  return `redis://127.0.0.1:${PORTS.redis}`
}

function postgresBin() {
  const find = () => {
    const base = '/usr/lib/postgresql'
    if (!existsSync(base)) return null
    const version = readdirSync(base).sort().at(-1)
    return version && existsSync(`${base}/${version}/bin/initdb`) ? `${base}/${version}/bin` : null
  }
  if (!find()) sh('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql'])
  return find()
}

/** A throwaway cluster owned by the postgres OS user (initdb refuses root), trust auth on loopback. */
async function startPostgres() {
  const bin = postgresBin()
  const dir = mkdtempSync(path.join(tmpdir(), 'university-scale-pg-'))
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
  chownSync(dir, uid, gid)
  const asPostgres = (args) => execFileSync('runuser', ['-u', 'postgres', '--', ...args], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] })
  asPostgres([`${bin}/initdb`, '-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '--no-sync'])
  asPostgres([
    `${bin}/pg_ctl`, '-D', `${dir}/data`, '-l', `${dir}/server.log`, '-w', 'start',
    '-o', `-p ${PORTS.postgres} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`,
  ])
  asPostgres([`${bin}/createdb`, '-h', '127.0.0.1', '-p', String(PORTS.postgres), 'site'])
  return {
    url: `postgres://postgres@127.0.0.1:${PORTS.postgres}/site`,
    psql: (sql) => execFileSync(`${bin}/psql`, ['-h', '127.0.0.1', '-p', String(PORTS.postgres), '-U', 'postgres', '-d', 'site', '-At', '-c', sql], { encoding: 'utf8' }).trim(),
    stop: () => {
      try {
        asPostgres([`${bin}/pg_ctl`, '-D', `${dir}/data`, '-m', 'immediate', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

function startNginx(name, conf) {
  const dir = path.join(out, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'nginx.conf'), conf)
  execFileSync('nginx', ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' })
  return start(name, 'nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'])
}

// ---------------------------------------------------------------- the site's API

async function signIn(base) {
  const response = await get(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.edu', password: 'demo-admin-password' }),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`)
  return { Authorization: `JWT ${(await response.json()).token}`, 'content-type': 'application/json' }
}

const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64')

async function solvedAnswer(base) {
  const challenge = await (await get(`${base}/api/altcha`)).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  return encode({ challenge, solution })
}

function informationRequest(email) {
  return {
    firstName: 'Scale',
    middleName: 'Bench',
    lastName: 'Visitor',
    telephone: '(876)555-0101',
    email,
    gender: 'Female',
    location: 'Virtual Open House',
    lastSchool: 'Kingston College',
    grade: 'Grade 13',
    adventist: 'no',
    churchConference: '',
    churchDistrict: '',
    degreeType: 'Undergraduate',
    programChoice: '',
    degreeChoice: 'Nursing',
    additionInfo: '',
  }
}

/** Sends one request; the challenge comes from the same address the form is posted to. */
async function submit(base, email, address) {
  try {
    const altcha = await solvedAnswer(base)
    const response = await fetch(`${base}/api/request-information`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ ...informationRequest(email), altcha }),
    })
    return { email, status: response.status }
  } catch (error) {
    return { email, status: 0, error: error.cause?.code || error.message }
  }
}

// ---------------------------------------------------------------- measurements

/** (a) Save through A; time until B and nginx serve the change. */
async function crossInstanceFreshness(bases) {
  const auth = await signIn(bases.a)
  const { docs } = await (await get(`${bases.a}/api/stories?limit=1&depth=0&sort=id`)).json()
  const story = docs[0]
  const page = `/featurestory?article=${story.slug}`
  const original = story.title
  const times = { b: [], nginx: [] }
  for (let i = 0; i < EDITS; i++) {
    const marker = `Scale check ${Date.now()} ${i}`
    for (const base of [bases.b, bases.nginx]) await get(base + page) // cached before the edit
    const started = Date.now()
    const saved = await fetch(`${bases.a}/api/stories/${story.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ title: marker }) })
    if (!saved.ok) throw new Error(`edit through A failed: ${saved.status}`)
    await Promise.all(
      ['b', 'nginx'].map(async (which) => {
        for (;;) {
          const html = await (await get(bases[which] + page)).text()
          if (html.includes(marker)) return times[which].push(Date.now() - started)
          if (Date.now() - started > 30_000) return times[which].push(Infinity)
          await sleep(25)
        }
      }),
    )
  }
  await fetch(`${bases.a}/api/stories/${story.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ title: original }) })
  return { page, b: median(times.b), nginx: median(times.nginx), all: times }
}

function load(url) {
  const raw = execFileSync('npx', ['--yes', 'autocannon@8', '-j', '-c', String(LOAD.connections), '-d', String(LOAD.seconds), url], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 1 << 26,
  })
  const r = JSON.parse(raw)
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.errors + r.timeouts }
}

/** (b) One cached page three ways. */
async function throughput(bases) {
  const page = '/tuitionfees'
  const htmlDir = path.join(out, 'static-html')
  mkdirSync(htmlDir, { recursive: true })
  writeFileSync(path.join(htmlDir, 'tuitionfees.html'), Buffer.from(await (await get(bases.a + page)).arrayBuffer()))
  const staticNginx = startNginx('nginx-static', staticConfig({ port: PORTS.static, root: htmlDir, outDir: path.join(out, 'nginx-static') }))
  await waitFor200(`http://127.0.0.1:${PORTS.static}/tuitionfees.html`)
  await get(bases.nginx + page)
  const result = {
    page,
    nginx: load(bases.nginx + page),
    instance: load(bases.a + page),
    static: load(`http://127.0.0.1:${PORTS.static}/tuitionfees.html`),
  }
  stop(staticNginx)
  return result
}

/** Every accepted e-mail should be stored exactly once. */
function storedCounts(db, prefix) {
  const rows = db.psql(`SELECT email, count(*) FROM information_requests WHERE email LIKE '${prefix}%' GROUP BY email`)
  return new Map(rows ? rows.split('\n').map((line) => [line.split('|')[0], Number(line.split('|')[1])]) : [])
}

function tally(results, stored) {
  const accepted = results.filter((r) => r.status === 201)
  return {
    sent: results.length,
    accepted: accepted.length,
    refused: results.filter((r) => r.status !== 201).map((r) => r.status || r.error),
    lost: accepted.filter((r) => !stored.has(r.email)).length,
    duplicated: [...stored.values()].filter((n) => n > 1).length,
    storedWithoutAnswer: [...stored.keys()].filter((email) => !accepted.some((r) => r.email === email)).length,
  }
}

/** (c) Many requests at once through both instances, each from its own address. */
async function concurrentSubmissions(bases, db) {
  const prefix = `scale-concurrent-${Date.now()}-`
  const jobs = []
  for (let i = 0; i < CONCURRENT_PER_INSTANCE; i++) {
    for (const which of ['a', 'b']) jobs.push(submit(bases[which], `${prefix}${which}${i}@example.com`, `198.18.${i}.${which === 'a' ? 1 : 2}`))
  }
  const results = await Promise.all(jobs)
  return tally(results, storedCounts(db, prefix))
}

/** (d) Requests through nginx while instance B is killed. */
async function killDuringLoad(bases, db, instanceB) {
  const prefix = `scale-kill-${Date.now()}-`
  const results = []
  let next = 0
  let killedAt = null
  const worker = async () => {
    while (next < SUBMISSIONS_DURING_KILL) {
      const i = next++
      if (i === Math.floor(SUBMISSIONS_DURING_KILL / 3) && !killedAt) {
        killedAt = i
        stop(instanceB, 'SIGKILL')
      }
      results.push(await submit(bases.nginx, `${prefix}${i}@example.com`, '127.0.0.1'))
    }
  }
  await Promise.all(Array.from({ length: 6 }, worker))
  return { ...tally(results, storedCounts(db, prefix)), killedAfter: killedAt }
}

// ---------------------------------------------------------------- report

function render(r) {
  const ms = (n) => (Number.isFinite(n) ? `${n} ms` : 'never')
  const t = r.throughput
  return `# Scale benchmark

Measured ${new Date().toISOString()} on ${execFileSync('nproc', { encoding: 'utf8' }).trim()} cores, Node ${process.version}, loopback only:
two instances of one standalone build (shared Redis cache handler), PostgreSQL ${r.postgresVersion}, Redis, and nginx running \`deploy/nginx.conf\`.

## Checks

| check | result | detail |
| --- | --- | --- |
${checks.map((c) => `| ${c.name} | ${c.ok ? 'pass' : '**FAIL**'} | ${c.detail} |`).join('\n')}

## Cross-instance freshness (edit through instance A, median of ${EDITS})

| served by | save to live | budget |
| --- | --- | --- |
| instance B (directly) | ${ms(r.freshness.b)} | ≤ ${BUDGET_MS} ms |
| nginx (1 s micro-cache) | ${ms(r.freshness.nginx)} | ≤ ${BUDGET_MS} ms |

## Cached page under load (\`${t.page}\`, ${LOAD.connections} connections, ${LOAD.seconds} s each)

| served by | req/s | p50 ms | p99 ms | errors | vs nginx static |
| --- | --- | --- | --- | --- | --- |
| nginx, micro-cache in front of two instances | ${t.nginx.rps} | ${t.nginx.p50} | ${t.nginx.p99} | ${t.nginx.errors} | ${(t.nginx.rps / t.static.rps).toFixed(2)} |
| one instance directly | ${t.instance.rps} | ${t.instance.p50} | ${t.instance.p99} | ${t.instance.errors} | ${(t.instance.rps / t.static.rps).toFixed(2)} |
| nginx serving the same bytes from disk | ${t.static.rps} | ${t.static.p50} | ${t.static.p99} | ${t.static.errors} | 1.00 |

## Information requests

| run | sent | accepted (201) | not accepted | lost | stored twice |
| --- | --- | --- | --- | --- | --- |
| ${CONCURRENT_PER_INSTANCE} + ${CONCURRENT_PER_INSTANCE} at once through A and B | ${r.concurrent.sent} | ${r.concurrent.accepted} | ${r.concurrent.refused.length ? r.concurrent.refused.join(', ') : 0} | ${r.concurrent.lost} | ${r.concurrent.duplicated} |
| ${SUBMISSIONS_DURING_KILL} through nginx, instance B killed after ${r.kill.killedAfter} | ${r.kill.sent} | ${r.kill.accepted} | ${r.kill.refused.length ? r.kill.refused.join(', ') : 0} | ${r.kill.lost} | ${r.kill.duplicated} |
`
}

// ---------------------------------------------------------------- run

async function main() {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  if (!existsSync('/usr/sbin/nginx')) sh('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx'])

  const redisUrl = startRedis()
  const db = await startPostgres()
  const results = { postgresVersion: db.psql('SHOW server_version') }
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: '--no-deprecation',
    NEXT_DIST_DIR: '.next-scale',
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    UPLOADS_DIR: path.join(out, 'uploads'), // one shared folder stands in for the bucket
    NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${PORTS.nginx}`,
    // Everything arrives from 127.0.0.1 through nginx; the per-address limit is not under test.
    RATE_LIMIT_MAX: '100000',
  }
  try {
    sh('node', ['scripts/db-setup.mjs'], env)
    sh('npx', ['--no-install', 'next', 'build'], env)

    const instances = {}
    for (const which of ['a', 'b']) instances[which] = start(`instance-${which}`, 'node', ['scripts/serve.mjs'], { ...env, PORT: String(PORTS[which]), HOSTNAME: '127.0.0.1' })
    const bases = { a: `http://127.0.0.1:${PORTS.a}`, b: `http://127.0.0.1:${PORTS.b}`, nginx: `http://127.0.0.1:${PORTS.nginx}` }
    await Promise.all([waitFor200(`${bases.a}/`), waitFor200(`${bases.b}/`)])
    startNginx(
      'nginx',
      deployConfig(readDeployConfig(root), {
        port: PORTS.nginx,
        redirectPort: PORTS.redirect,
        instances: [`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`],
        staticDir: path.join(root, '.next-scale/static'),
        outDir: path.join(out, 'nginx'),
      }),
    )
    await waitFor200(`${bases.nginx}/`)

    const headers = (await get(`${bases.nginx}/`)).headers
    const again = (await get(`${bases.nginx}/`)).headers
    check('nginx keeps the security headers', ['content-security-policy', 'strict-transport-security', 'x-content-type-options'].every((h) => headers.get(h)), `CSP, HSTS, nosniff present: ${!!headers.get('content-security-policy')}`)
    check('nginx micro-caches public pages', again.get('x-cache-status') === 'HIT' || headers.get('x-cache-status') === 'HIT', `X-Cache-Status ${headers.get('x-cache-status')} then ${again.get('x-cache-status')}`)
    const admin = await get(`${bases.nginx}/api/globals/site-settings`)
    check('nginx never caches the API', !admin.headers.get('x-cache-status'), `X-Cache-Status on /api: ${admin.headers.get('x-cache-status') ?? 'none'}`)

    results.freshness = await crossInstanceFreshness(bases)
    check('edit through A served by B within budget', results.freshness.b <= BUDGET_MS, `${results.freshness.b} ms (${results.freshness.all.b.join(', ')})`)
    check('edit through A served through nginx within budget', results.freshness.nginx <= BUDGET_MS, `${results.freshness.nginx} ms (${results.freshness.all.nginx.join(', ')})`)

    results.throughput = await throughput(bases)
    check('cached pages under load answer without errors', results.throughput.nginx.errors === 0, `${results.throughput.nginx.errors} errors through nginx`)

    results.concurrent = await concurrentSubmissions(bases, db)
    check('concurrent requests through both instances stored exactly once', results.concurrent.accepted === results.concurrent.sent && results.concurrent.lost === 0 && results.concurrent.duplicated === 0, `${results.concurrent.accepted}/${results.concurrent.sent} accepted, ${results.concurrent.lost} lost, ${results.concurrent.duplicated} duplicated`)

    results.kill = await killDuringLoad(bases, db, instances.b)
    check('no accepted request lost when an instance dies', results.kill.lost === 0 && results.kill.duplicated === 0 && results.kill.accepted > 0, `${results.kill.accepted}/${results.kill.sent} accepted, ${results.kill.lost} lost, ${results.kill.duplicated} duplicated, ${results.kill.storedWithoutAnswer} stored without an answer`)
  } finally {
    for (const child of children.reverse()) stop(child)
    try {
      db.stop()
    } catch (error) {
      console.warn(`postgres stop: ${error.message}`)
    }
  }

  const report = render(results)
  writeFileSync(path.join(root, 'bench/SCALE-RESULTS.md'), report)
  console.log(report)
  if (checks.some((c) => !c.ok)) process.exit(1)
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) stop(child)
    process.exit(130)
  })
}

main().catch((error) => {
  console.error(error)
  for (const child of children) stop(child)
  process.exit(1)
})
