#!/usr/bin/env node
/**
 * `npm run bench:scale`: the multi-instance deployment on one machine, loopback only, bounded.
 *
 * Starts Redis, a private PostgreSQL cluster, ONE build made with REDIS_URL (the shared cache
 * handler), TWO instances of it, nginx running deploy/nginx.conf and Varnish running
 * deploy/varnish/default.vcl in front (the instances purge Varnish by tag). Then checks:
 *  a. an edit made through instance A is served fresh by instance B and through nginx
 *     within the save-to-live budget (2 s); as a control, the same build run without Redis
 *     leaves B serving its old copy;
 *  b. cached-page throughput through nginx and straight to one instance, against nginx
 *     serving the same bytes from disk;
 *  c. information requests sent concurrently through both instances are all stored, once;
 *  d. killing one instance while requests go through nginx loses no accepted (201) request;
 *  e. a scheduled publish that falls due while both instances poll the jobs queue runs once;
 *  f. the edge cache: pages carry their tags, Varnish keeps them (never an editor's, a preview, the
 *     API or a POST), its hit ratio under load, and 20 saves, each visible through Varnish within
 *     500 ms of the save and never followed by the old page;
 *  g. a rolling restart (SIGTERM, wait, start again, each instance in turn) under load through
 *     Varnish: no failed request, no lost information request.
 * SCALE_SKIP_BUILD=1 reuses the last build (.next-scale). Prints one table, writes bench/SCALE-RESULTS.md, exits non-zero when a check fails. Stops
 * everything it started on the way out, also on failure, Ctrl-C or after 45 minutes.
 */
import { execFileSync, spawn } from 'node:child_process'
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { VALID_REQUEST } from '../features/request-information/fixtures/valid-request.mjs'
import { childEnvironment } from '../lib/config/environment.mjs'
import { localSecrets } from '../lib/config/local-secrets.mjs'
import { tooling } from '../lib/config/tooling.mjs'
import { deployConfig, readDeployConfig, staticConfig } from './lib/nginx.mjs'
import { deployVcl, readDeployVcl, varnishArgs } from './lib/varnish.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Not under bench/out, which `npm run bench` empties when it starts.
const out = path.join(root, 'bench/out-scale')
const PORTS = {
  nginx: 3500,
  a: 3501,
  b: 3502,
  redirect: 3509,
  static: 3510,
  varnish: 3520,
  redis: 6390,
  postgres: 5439,
}
const EDGE_BUDGET_MS = 500
const EDGE_SAVES = 20
/** After a save is seen through the edge, it is watched this long for an old copy coming back (past the second purge). */
const EDGE_WATCH_MS = 2500
const BUDGET_MS = 2000
const EDITS = 5
const CONTROL_WAIT_MS = 5000
// Seeding alone took 10 minutes on a machine shared with other builds; the whole run, with Varnish and the rolling restart, 30 and more.
const DEADLINE_MS = 45 * 60_000
const LOAD = { seconds: 10, connections: 32 }
const CONCURRENT_PER_INSTANCE = 40
const SUBMISSIONS_DURING_KILL = 60
/** Information requests sent at once while B is killed: at most this many can be in B's hands when it dies. */
const SUBMITTING_DURING_KILL = 6

/** SCALE_PARTS=edge,rolling runs only those parts (nginx, edge, rolling, kill, control); all by default. */
const PARTS = tooling.bench.scaleParts ? new Set(tooling.bench.scaleParts) : null
const want = (part) => !PARTS || PARTS.has(part)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const children = []
let db = null
const checks = []
const check = (name, ok, detail) => checks.push({ name, ok, detail })

/** Starts a long-running program in its own process group, so stopping it stops its children. */
function start(name, cmd, args, env = childEnvironment(), cwd = root) {
  const log = path.join(out, `${name}.log`)
  const child = spawn('bash', ['-c', `exec "$0" "$@" >> '${log}' 2>&1`, cmd, ...args], {
    cwd,
    env,
    stdio: 'ignore',
    detached: true,
  })
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
const sh = (cmd, args, env = childEnvironment(), timeout = 10 * 60_000) =>
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env, timeout, killSignal: 'SIGKILL' })

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
  if (!existsSync('/usr/bin/redis-server'))
    sh('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server'])
  start('redis', '/usr/bin/redis-server', [
    '--port',
    String(PORTS.redis),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ])
  return `redis://127.0.0.1:${PORTS.redis}`
}

function postgresBin() {
  const find = () => {
    const base = '/usr/lib/postgresql'
    if (!existsSync(base)) return null
    const version = readdirSync(base).sort().at(-1)
    return version && existsSync(`${base}/${version}/bin/initdb`) ? `${base}/${version}/bin` : null
  }
  if (!find())
    sh('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql'])
  return find()
}

/** A throwaway cluster owned by the postgres OS user (initdb refuses root), trust auth on loopback. */
async function startPostgres() {
  const bin = postgresBin()
  const dir = mkdtempSync(path.join(tmpdir(), 'university-scale-pg-'))
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
  chownSync(dir, uid, gid)
  const asPostgres = (args) =>
    execFileSync('runuser', ['-u', 'postgres', '--', ...args], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] })
  asPostgres([`${bin}/initdb`, '-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '--no-sync'])
  asPostgres([
    `${bin}/pg_ctl`,
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/server.log`,
    '-w',
    'start',
    '-o',
    `-p ${PORTS.postgres} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`,
  ])
  const stopCluster = () => {
    try {
      asPostgres([`${bin}/pg_ctl`, '-D', `${dir}/data`, '-m', 'immediate', 'stop'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  try {
    asPostgres([`${bin}/createdb`, '-h', '127.0.0.1', '-p', String(PORTS.postgres), 'site'])
  } catch (error) {
    stopCluster()
    throw error
  }
  return {
    url: `postgres://postgres@127.0.0.1:${PORTS.postgres}/site`,
    psql: (sql) =>
      execFileSync(
        `${bin}/psql`,
        ['-h', '127.0.0.1', '-p', String(PORTS.postgres), '-U', 'postgres', '-d', 'site', '-At', '-c', sql],
        {
          encoding: 'utf8',
        },
      ).trim(),
    stop: stopCluster,
  }
}

const NGINX_BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
]

function startNginx(name, conf) {
  const dir = path.join(out, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'nginx.conf'), conf)
  execFileSync('nginx', ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  })
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

/** Sends one request; the challenge comes from the same address the form is posted to. */
async function submit(base, email, address) {
  try {
    const altcha = await solvedAnswer(base)
    const response = await fetch(`${base}/api/request-information`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ ...VALID_REQUEST, email, altcha }),
    })
    return { email, status: response.status }
  } catch (error) {
    return { email, status: 0, error: error.cause?.code || error.message }
  }
}

// ---------------------------------------------------------------- measurements

/** The story page every edit changes, and its title before the benchmark touched it. */
async function storyUnderEdit(base) {
  const { docs } = await (await get(`${base}/api/stories?limit=1&depth=0&sort=id`)).json()
  return { id: docs[0].id, title: docs[0].title, page: `/featurestory?article=${docs[0].slug}` }
}

async function editTitle(base, auth, story, title) {
  const saved = await fetch(`${base}/api/stories/${story.id}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ title }),
  })
  if (!saved.ok) throw new Error(`edit through ${base} failed: ${saved.status}`)
}

/** Saves `marker` through `base`; ms until each of `watched` serves it (Infinity: not within giveUpMs). */
async function timeToLive(base, auth, story, marker, watched, giveUpMs) {
  const started = Date.now()
  await editTitle(base, auth, story, marker)
  const times = {}
  await Promise.all(
    Object.entries(watched).map(async ([which, url]) => {
      for (;;) {
        const html = await (await get(url + story.page)).text()
        if (html.includes(marker)) return (times[which] = Date.now() - started)
        if (Date.now() - started > giveUpMs) return (times[which] = Infinity)
        await sleep(25)
      }
    }),
  )
  return times
}

/**
 * (a) Save through A; time until B and nginx serve the change. Meanwhile a visitor asks nginx
 * for the page every 50 ms, as at a busy moment, so its micro-cache is refilled the moment a
 * copy expires. nginx counts lifetimes in whole seconds, so under such traffic a copy lives
 * 1-2 s; the saves are spread evenly over that 2 s cycle (not all made just after a refill,
 * which would measure only the worst case) and the table shows the median and the worst.
 */
async function crossInstanceFreshness(bases) {
  const auth = await signIn(bases.a)
  const story = await storyUnderEdit(bases.a)
  const times = { b: [], nginx: [] }
  let visiting = true
  const visitor = (async () => {
    while (visiting) {
      await get(bases.nginx + story.page)
        .then((r) => r.arrayBuffer())
        .catch(() => {})
      await sleep(50)
    }
  })()
  try {
    for (let i = 0; i < EDITS; i++) {
      const offset = Math.round(((i + 0.5) * 2000) / EDITS)
      await sleep((offset - (Date.now() % 2000) + 2000) % 2000)
      const t = await timeToLive(
        bases.a,
        auth,
        story,
        `Scale check ${Date.now()} ${i}`,
        { b: bases.b, nginx: bases.nginx },
        30_000,
      )
      times.b.push(t.b)
      times.nginx.push(t.nginx)
    }
  } finally {
    visiting = false
    await visitor
    await editTitle(bases.a, auth, story, story.title)
  }
  return {
    page: story.page,
    b: median(times.b),
    nginx: median(times.nginx),
    worst: { b: Math.max(...times.b), nginx: Math.max(...times.nginx) },
    all: times,
  }
}

/** Control: the same build with REDIS_URL unset; each instance keeps its own cache. */
async function controlWithoutRedis(bases, env) {
  const local = { ...env }
  delete local.REDIS_URL
  const instances = ['a', 'b'].map((which) =>
    start(`control-instance-${which}`, 'node', ['scripts/serve.mjs'], {
      ...local,
      PORT: String(PORTS[which]),
      HOSTNAME: '127.0.0.1',
    }),
  )
  try {
    await Promise.all([waitFor200(`${bases.a}/`), waitFor200(`${bases.b}/`)])
    const auth = await signIn(bases.a)
    const story = await storyUnderEdit(bases.a)
    for (const base of [bases.a, bases.b]) await (await get(base + story.page)).text() // both hold a copy
    const t = await timeToLive(
      bases.a,
      auth,
      story,
      `Control ${Date.now()}`,
      { a: bases.a, b: bases.b },
      CONTROL_WAIT_MS,
    )
    await editTitle(bases.a, auth, story, story.title)
    return t
  } finally {
    await Promise.all(instances.map((child) => stopAndWait(child)))
  }
}

function load(url) {
  const raw = execFileSync(
    'npx',
    ['--yes', 'autocannon@8', '-j', '-c', String(LOAD.connections), '-d', String(LOAD.seconds), url],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 1 << 26,
    },
  )
  const r = JSON.parse(raw)
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors + r.timeouts,
  }
}

/** (b) One cached page three ways. */
async function throughput(bases) {
  const page = '/tuitionfees'
  const htmlDir = path.join(out, 'static-html')
  mkdirSync(htmlDir, { recursive: true })
  writeFileSync(path.join(htmlDir, 'tuitionfees.html'), Buffer.from(await (await get(bases.a + page)).arrayBuffer()))
  const staticNginx = startNginx(
    'nginx-static',
    staticConfig({ port: PORTS.static, root: htmlDir, outDir: path.join(out, 'nginx-static') }),
  )
  await waitFor200(`http://127.0.0.1:${PORTS.static}/tuitionfees.html`)
  await get(bases.nginx + page)
  const result = {
    page,
    nginx: load(bases.nginx + page),
    varnish: load(bases.varnish + page),
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
    for (const which of ['a', 'b'])
      jobs.push(submit(bases[which], `${prefix}${which}${i}@example.com`, `198.18.${i}.${which === 'a' ? 1 : 2}`))
  }
  const results = await Promise.all(jobs)
  return tally(results, storedCounts(db, prefix))
}

/**
 * (e) A story scheduled to be published, due a few seconds ahead: both instances poll the queue
 * every 5 s at the same wall-clock seconds, so both see it due at once. It must run once: one publish
 * in the audit trail, one new version of the story, and the page public through nginx.
 */
async function scheduledPublishOnce(bases, db) {
  const auth = await signIn(bases.a)
  const [model] = (await (await get(`${bases.a}/api/stories?limit=1&depth=0`, { headers: auth })).json()).docs
  const id = Date.now()
  const paragraph = {
    type: 'paragraph',
    version: 1,
    children: [{ type: 'text', version: 1, text: `Scheduled once ${id}.` }],
  }
  const created = await get(`${bases.a}/api/stories?draft=true`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      title: `Scheduled once ${id}`,
      slug: `scheduled-once-${id}`,
      cover: model.cover,
      author: model.author,
      content: { root: { type: 'root', version: 1, children: [paragraph] } },
      _status: 'draft',
    }),
  })
  if (created.status !== 201) throw new Error(`draft story not created: ${created.status}`)
  const story = (await created.json()).doc
  const page = `/featurestory?article=${story.slug}`
  const hiddenBefore = (await get(bases.nginx + page)).status === 404
  // What the admin's "Schedule Publish" queues (Payload's schedulePublish task), due 8 s from now.
  const due = new Date(Date.now() + 8000).toISOString()
  const input = JSON.stringify({ type: 'publish', doc: { relationTo: 'stories', value: story.id } })
  const job = db.psql(
    `INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES ('${input}', 'schedulePublish', 'default', '${due}') RETURNING id`,
  )
  const jobId = Number(job.split('\n')[0])
  // Payload deletes a job's row once it completes (deleteJobOnComplete), with its log: completion is
  // the row gone or marked completed, and the runs are counted in the audit trail, where every
  // publish (scheduled ones included) writes an entry.
  const done = () => {
    const row = db.psql(`SELECT coalesce(completed_at::text, 'pending') FROM payload_jobs WHERE id = ${jobId}`)
    return !row || row !== 'pending'
  }
  const deadline = Date.now() + 60_000
  while (!done() && Date.now() < deadline) await sleep(500)
  const completed = done()
  // Both instances' next polls pass too: a second run would come now.
  await sleep(11_000)
  const runs = Number(
    db.psql(
      `SELECT count(*) FROM audit_log WHERE action = 'published' AND collection_slug = 'stories' AND document_ids = '${story.id}' AND created_at >= '${due}'`,
    ) || 0,
  )
  const versions = Number(
    db.psql(`SELECT count(*) FROM _stories_v WHERE parent_id = ${story.id} AND created_at >= '${due}'`) || 0,
  )
  const publicAfter = (await get(bases.nginx + page)).status === 200
  await get(`${bases.a}/api/stories/${story.id}`, { method: 'DELETE', headers: auth })
  return { hiddenBefore, completed, runs, versions, publicAfter }
}

/** (d) Requests through nginx while instance B is killed. */
async function killDuringLoad(bases, db, instanceB) {
  const prefix = `scale-kill-${Date.now()}-`
  const results = []
  let next = 0
  let killedAt = null
  let killedTime = null
  const worker = async () => {
    while (next < SUBMISSIONS_DURING_KILL) {
      const i = next++
      if (i === Math.floor(SUBMISSIONS_DURING_KILL / 3) && killedAt === null) {
        killedAt = i
        killedTime = Date.now()
        stop(instanceB, 'SIGKILL')
      }
      results.push(await submit(bases.nginx, `${prefix}${i}@example.com`, '127.0.0.1'))
    }
  }
  await Promise.all(Array.from({ length: SUBMITTING_DURING_KILL }, worker))
  return { ...tally(results, storedCounts(db, prefix)), killedAfter: killedAt, nginx: nginxAfterKill(killedTime) }
}

/** What nginx did once B was gone, from its access log (bench format) and error log. */
function nginxAfterKill(killedTime) {
  const b = `127.0.0.1:${PORTS.b}`
  const entries = readFileSync(path.join(out, 'nginx/access.log'), 'utf8')
    .split('\n')
    .map((line) => line.match(/^(\S+) (\S+) (\S+) (\d+) upstream=(.*) upstream_status=(.*) cache=(\S*)$/))
    .filter((m) => m && Number(m[1]) * 1000 >= killedTime)
    .map((m) => ({ time: Number(m[1]) * 1000, method: m[2], status: Number(m[4]), upstreams: m[5].split(/, | : /) }))
  const triedB = entries.filter((e) => e.upstreams.includes(b))
  const errorLog = readFileSync(path.join(out, 'nginx/error.log'), 'utf8')
  return {
    requests: entries.length,
    triedB: triedB.length,
    movedOn: triedB.filter((e) => e.upstreams.length > 1 && e.status < 500).length,
    postsMovedOn: triedB.filter((e) => e.method === 'POST' && e.upstreams.length > 1 && e.status < 500).length,
    failed: entries.filter((e) => e.status >= 500).length,
    lastTriedB: triedB.length ? Math.round(Math.max(...triedB.map((e) => e.time)) - killedTime) : null,
    lastRequest: entries.length ? Math.round(Math.max(...entries.map((e) => e.time)) - killedTime) : null,
    disabled: (errorLog.match(/upstream server temporarily disabled/g) || []).length,
  }
}

// ---------------------------------------------------------------- the edge cache (Varnish)

function startVarnish(instances) {
  const dir = path.join(out, 'varnish')
  mkdirSync(dir, { recursive: true })
  const vclFile = path.join(dir, 'default.vcl')
  writeFileSync(vclFile, deployVcl(readDeployVcl(root), { instances }))
  return start('varnish', 'varnishd', varnishArgs({ port: PORTS.varnish, vclFile, workDir: path.join(dir, 'work') }))
}

/** Varnish's own counts of lookups found (hit) and not (miss), and of requests passed to an instance. */
function varnishCounters() {
  const raw = execFileSync('varnishstat', ['-n', path.join(out, 'varnish/work'), '-1', '-j'], { encoding: 'utf8' })
  const parsed = JSON.parse(raw)
  const counters = parsed.counters ?? parsed
  const value = (name) => Number(counters[name]?.value ?? 0)
  return { hit: value('MAIN.cache_hit'), miss: value('MAIN.cache_miss'), pass: value('MAIN.s_pass') }
}

/** Public pages a visitor moves between: the benchmark's mix for the hit ratio and the rolling restart. */
const PAGES = [
  '/',
  '/tuitionfees',
  '/costs',
  '/news',
  '/newsandevents',
  '/allfeaturestories',
  '/undergrad',
  '/grad',
  '/undergradprograms',
  '/gradprograms',
  '/certificateprograms',
  '/extensionprograms',
  '/collegeschools',
  '/alldepartments',
  '/minors',
  '/careers',
  '/openinghours',
  '/giving',
  '/parents',
  '/eventscalendar',
  '/academiccalendar',
]

const tagsOf = (response) => (response.headers.get('surrogate-key') ?? '').split(' ').filter(Boolean)

/** What Varnish keeps and what it never does. */
async function edgeRules(bases) {
  const story = await storyUnderEdit(bases.a)
  const slug = new URL(story.page, bases.a).searchParams.get('article')
  const direct = await get(bases.a + story.page)
  await direct.arrayBuffer()
  const tags = tagsOf(direct)
  check(
    'pages carry the cache tags they were rendered with',
    tags.includes('stories') && tags.includes(`stories:${slug}`) && direct.headers.get('cache-tag') === tags.join(','),
    `${story.page}: Surrogate-Key ${tags.join(' ') || '(none)'}`,
  )
  const first = await get(bases.varnish + story.page)
  await first.arrayBuffer()
  const second = await get(bases.varnish + story.page)
  await second.arrayBuffer()
  check(
    'Varnish keeps a tagged page, and keeps its tags to itself',
    second.headers.get('x-cache') === 'HIT' && !second.headers.get('surrogate-key') && !second.headers.get('xkey'),
    `X-Cache ${first.headers.get('x-cache')} then ${second.headers.get('x-cache')}, tags sent on: ${!!second.headers.get('surrogate-key')}`,
  )
  const never = {
    editor: await get(bases.varnish + story.page, { headers: { cookie: 'theme=x; payload-token=not-checked-here' } }),
    preview: await get(bases.varnish + story.page, { headers: { cookie: '__prerender_bypass=anything' } }),
    api: await get(`${bases.varnish}/api/globals/site-settings`),
    admin: await get(`${bases.varnish}/admin`, { redirect: 'manual' }),
    post: await get(`${bases.varnish}/api/request-information`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }),
  }
  for (const response of Object.values(never)) await response.arrayBuffer()
  const outcome = Object.entries(never).map(([what, r]) => `${what}: ${r.headers.get('x-cache')}`)
  check(
    "Varnish never keeps an editor's page, a preview, the API, the admin or a POST",
    Object.values(never).every((r) => r.headers.get('x-cache') === 'PASS'),
    outcome.join(', '),
  )
}

/**
 * (f) Saves through instance A, each timed until Varnish serves it. Before each save the page is
 * in Varnish (asked for until a hit); after it is seen, it is asked for every 50 ms for 2.5 s: an
 * old copy coming back would be a stale page served after the purge. A page without the saved
 * tags must still be a hit afterwards (the purge took exactly the tagged pages).
 */
async function edgeFreshness(bases) {
  const auth = await signIn(bases.a)
  const story = await storyUnderEdit(bases.a)
  let untouched = null
  for (const page of PAGES) {
    const response = await get(bases.a + page)
    await response.arrayBuffer()
    if (response.status === 200 && tagsOf(response).length && !tagsOf(response).includes('stories')) {
      untouched = page
      break
    }
  }
  const times = []
  let stale = 0
  let watched = 0
  let untouchedHits = 0
  let refilled = 0
  try {
    for (let i = 0; i < EDGE_SAVES; i++) {
      for (let k = 0; k < 5; k++) {
        const r = await get(bases.varnish + story.page)
        await r.arrayBuffer()
        if (r.headers.get('x-cache') === 'HIT') break
      }
      if (untouched) await (await get(bases.varnish + untouched)).arrayBuffer()
      const marker = `Edge check ${Date.now()} ${i}`
      const started = Date.now()
      await editTitle(bases.a, auth, story, marker)
      let seen = Infinity
      while (Date.now() - started < 10_000) {
        const html = await (await get(bases.varnish + story.page)).text()
        if (html.includes(marker)) {
          seen = Date.now() - started
          break
        }
        await sleep(5)
      }
      times.push(seen)
      const until = Date.now() + EDGE_WATCH_MS
      let hitAgain = false
      while (Number.isFinite(seen) && Date.now() < until) {
        const r = await get(bases.varnish + story.page)
        if (!(await r.text()).includes(marker)) stale++
        if (r.headers.get('x-cache') === 'HIT') hitAgain = true
        watched++
        await sleep(50)
      }
      if (hitAgain) refilled++
      if (untouched) {
        const r = await get(bases.varnish + untouched)
        await r.arrayBuffer()
        if (r.headers.get('x-cache') === 'HIT') untouchedHits++
      }
    }
  } finally {
    await editTitle(bases.a, auth, story, story.title)
  }
  return {
    page: story.page,
    times,
    median: median(times),
    worst: Math.max(...times),
    stale,
    watched,
    untouched,
    untouchedHits,
    refilled,
  }
}

/**
 * Visitors moving between the public pages through Varnish for LOAD.seconds, 32 at a time, while
 * an editor saves a story every 2 s (each save purges every page that shows stories). The hit
 * ratio is Varnish's own count: lookups found over lookups made.
 */
async function edgeHitRatio(bases) {
  const auth = await signIn(bases.a)
  const story = await storyUnderEdit(bases.a)
  const pages = [...PAGES, story.page]
  for (const page of pages) await (await get(bases.varnish + page)).arrayBuffer()
  const before = varnishCounters()
  const until = Date.now() + LOAD.seconds * 1000
  let requests = 0
  let failed = 0
  let saves = 0
  /** Varnish's own word per page when it is not HIT (X-Cache MISS, or PASS for a hit-for-miss), to tell which pages the misses are. */
  const missesByPage = new Map()
  const visitor = async (n) => {
    for (let i = n; Date.now() < until; i++) {
      try {
        const page = pages[(i * 7) % pages.length]
        const r = await get(bases.varnish + page)
        await r.arrayBuffer()
        const word = r.headers.get('x-cache')
        if (word !== 'HIT') missesByPage.set(`${page} ${word}`, (missesByPage.get(`${page} ${word}`) ?? 0) + 1)
        if (r.status >= 500) failed++
      } catch {
        failed++
      }
      requests++
    }
  }
  const editor = async () => {
    while (Date.now() + 2000 < until) {
      await sleep(2000)
      await editTitle(bases.a, auth, story, `Hit ratio ${Date.now()}`)
      saves++
    }
  }
  try {
    await Promise.all([...Array.from({ length: LOAD.connections }, (_, n) => visitor(n)), editor()])
  } finally {
    await editTitle(bases.a, auth, story, story.title)
  }
  const after = varnishCounters()
  const hit = after.hit - before.hit
  const miss = after.miss - before.miss
  return {
    requests,
    failed,
    saves,
    hit,
    miss,
    pass: after.pass - before.pass,
    ratio: hit / Math.max(1, hit + miss),
    pages: pages.length,
    missesByPage: [...missesByPage].sort((x, y) => y[1] - x[1]),
  }
}

/**
 * (g) Every instance restarted in turn (SIGTERM, wait for it to exit, start the same build again,
 * wait until it is ready and Varnish has probed it back in) while visitors read pages and the
 * API through Varnish and send information requests. None may fail; every accepted request is stored.
 */
async function rollingRestart(bases, db, instances, env) {
  const prefix = `scale-rolling-${Date.now()}-`
  let running = true
  const reads = { sent: 0, failed: [] }
  const submissions = []
  const reader = async (n) => {
    for (let i = n; running; i++) {
      // A page (usually from Varnish), the same page under a query of its own (a miss: an
      // instance answers it), and the API (always an instance).
      const targets = [PAGES[i % PAGES.length], `/tuitionfees?visit=${n}-${i}`, '/api/stories?limit=1&depth=0']
      const target = targets[i % targets.length]
      try {
        const r = await get(bases.varnish + target)
        await r.arrayBuffer()
        if (r.status >= 500) reads.failed.push(`${target}: ${r.status}`)
      } catch (error) {
        reads.failed.push(`${target}: ${error.cause?.code || error.message}`)
      }
      reads.sent++
    }
  }
  let sentNo = 0
  const submitter = async () => {
    while (running) {
      const i = sentNo++
      submissions.push(await submit(bases.varnish, `${prefix}${i}@example.com`, '127.0.0.1'))
    }
  }
  const workers = [...Array.from({ length: 6 }, (_, n) => reader(n)), submitter(), submitter(), submitter()]
  const restarts = []
  try {
    for (const which of ['a', 'b']) {
      await sleep(3000)
      const started = Date.now()
      const logFrom = existsSync(path.join(out, `instance-${which}.log`))
        ? readFileSync(path.join(out, `instance-${which}.log`), 'utf8').length
        : 0
      await stopAndWait(instances[which], 60_000)
      const exitedMs = Date.now() - started
      const shutdownLog = readFileSync(path.join(out, `instance-${which}.log`), 'utf8').slice(logFrom)
      instances[which] = start(`instance-${which}`, 'node', ['scripts/serve.mjs'], {
        ...env,
        PORT: String(PORTS[which]),
        HOSTNAME: '127.0.0.1',
      })
      await waitFor200(`${bases[which]}/api/ready`, 240_000)
      const readyMs = Date.now() - started
      await sleep(3000) // Varnish's probe: two good answers, one second apart
      restarts.push({
        which,
        exitedMs,
        readyMs,
        done: /shutdown: done in (\d+) ms/.exec(shutdownLog)?.[1] ?? null,
        gaveUp: /shutdown: gave up/.test(shutdownLog),
      })
    }
    await sleep(2000)
  } finally {
    running = false
    await Promise.all(workers)
  }
  return { reads, submissions: tally(submissions, storedCounts(db, prefix)), restarts }
}

// ---------------------------------------------------------------- report

function render(r) {
  const ms = (n) => (n === undefined ? 'not measured' : Number.isFinite(n) ? `${n} ms` : 'never')
  const t = r.throughput
  const k = r.kill
  const c = r.control
  const sections = [
    `# Scale benchmark

Measured ${new Date().toISOString()} on ${execFileSync('nproc', { encoding: 'utf8' }).trim()} cores, Node ${process.version}, loopback only:
two instances of one standalone build (shared Redis cache handler), PostgreSQL ${r.postgresVersion ?? '(not started)'}, Redis, nginx running \`deploy/nginx.conf\`
and Varnish ${r.varnishVersion ?? ''} running \`deploy/varnish/default.vcl\`
(\`npm run bench:scale\`, ${Math.round((Date.now() - r.startedAt) / 1000)} s in all).

## Checks

| check | result | detail |
| --- | --- | --- |
${checks.map((x) => `| ${x.name} | ${x.ok ? 'pass' : '**FAIL**'} | ${x.detail} |`).join('\n')}`,
  ]
  if (r.freshness) {
    sections.push(`## Cross-instance freshness (edit through instance A, ${EDITS} edits)

| served by | save to live, median | worst | every edit | budget |
| --- | --- | --- | --- | --- |
| instance B (directly) | ${ms(r.freshness.b)} | ${ms(r.freshness.worst.b)} | ${r.freshness.all.b.join(', ')} | ≤ ${BUDGET_MS} ms |
| nginx (1 s micro-cache) | ${ms(r.freshness.nginx)} | ${ms(r.freshness.worst.nginx)} | ${r.freshness.all.nginx.join(', ')} | ≤ ${BUDGET_MS} ms |
${c ? `| control: instance B of the same build run without Redis | ${ms(c.b)} | | (A itself: ${ms(c.a)}) | gave up after ${CONTROL_WAIT_MS} ms |\n` : ''}
A visitor asks nginx for the page every 50 ms meanwhile, and the saves are spread over nginx's two-second refill cycle: nginx counts
its 1 s lifetime in whole seconds, so a copy refilled just after a second begins is served for almost two. The median is what an
editor sees typically; the worst case is close to 2 s plus one render.`)
  }
  if (t) {
    sections.push(`## Cached page under load (\`${t.page}\`, ${LOAD.connections} connections, ${LOAD.seconds} s each)

| served by | req/s | p50 ms | p99 ms | errors | vs nginx static |
| --- | --- | --- | --- | --- | --- |
| nginx, micro-cache in front of two instances | ${t.nginx.rps} | ${t.nginx.p50} | ${t.nginx.p99} | ${t.nginx.errors} | ${(t.nginx.rps / t.static.rps).toFixed(2)} |
| Varnish, edge cache in front of two instances | ${t.varnish.rps} | ${t.varnish.p50} | ${t.varnish.p99} | ${t.varnish.errors} | ${(t.varnish.rps / t.static.rps).toFixed(2)} |
| one instance directly | ${t.instance.rps} | ${t.instance.p50} | ${t.instance.p99} | ${t.instance.errors} | ${(t.instance.rps / t.static.rps).toFixed(2)} |
| nginx serving the same bytes from disk | ${t.static.rps} | ${t.static.p50} | ${t.static.p99} | ${t.static.errors} | 1.00 |`)
  }
  if (r.edge) {
    const e = r.edge
    const h = r.hitRatio
    sections.push(`## Edge cache: Varnish with purge by tag (\`deploy/varnish/default.vcl\`)

| save through instance A, then | median | worst | every save (ms) | budget |
| --- | --- | --- | --- | --- |
| visible through Varnish (\`${e.page}\`) | ${ms(e.median)} | ${ms(e.worst)} | ${e.times.join(', ')} | ≤ ${EDGE_BUDGET_MS} ms |

Before each save the page is a hit in Varnish. After the new title is seen, the page is asked for every 50 ms for
${EDGE_WATCH_MS} ms (past the instance's second purge, 2 s after the first): old copies served ${e.stale} times in ${e.watched} requests;
the page was a hit again after ${e.refilled} of ${EDGE_SAVES} saves. \`${e.untouched}\`, which shows no story, stayed a hit after
${e.untouchedHits} of ${EDGE_SAVES} saves.
${
  h
    ? `
| visitors through Varnish | requests | saves meanwhile | hits | misses | passed | hit ratio | failed |
| --- | --- | --- | --- | --- | --- | --- | --- |
| ${LOAD.connections} at a time over ${h.pages} pages, ${LOAD.seconds} s | ${h.requests} | ${h.saves} | ${h.hit} | ${h.miss} | ${h.pass} | ${(h.ratio * 100).toFixed(1)} % | ${h.failed} |

Each save changes a story, so it purges every page that shows stories (the home page, the news and story listings and the
story itself): those are the misses.`
    : ''
}`)
  }
  if (r.rolling) {
    const rr = r.rolling
    sections.push(`## Rolling restart under load (through Varnish)

| instance | SIGTERM to exit | its shutdown, as it logged (5 s drain included) | SIGTERM to ready again |
| --- | --- | --- | --- |
${rr.restarts.map((x) => `| ${x.which.toUpperCase()} | ${x.exitedMs} ms | ${x.done ? `done in ${x.done} ms` : x.gaveUp ? '**gave up waiting**' : 'not logged'} | ${x.readyMs} ms |`).join('\n')}

| traffic meanwhile | sent | failed | accepted (201) | lost | stored twice | stored, no 201 |
| --- | --- | --- | --- | --- | --- | --- |
| reads (pages, pages under a query of their own, the API), 6 at a time | ${rr.reads.sent} | ${rr.reads.failed.length} | | | | |
| information requests, 3 at a time | ${rr.submissions.sent} | ${rr.submissions.refused.length} | ${rr.submissions.accepted} | ${rr.submissions.lost} | ${rr.submissions.duplicated} | ${rr.submissions.storedWithoutAnswer} |

On SIGTERM an instance answers /api/ready with 503 at once and keeps serving for the drain window while Varnish's probe
takes it out, then stops listening, finishes its requests and jobs, and exits (lib/ops/shutdown.mjs).`)
  }
  if (r.concurrent || k) {
    const row = (label, x) =>
      `| ${label} | ${x.sent} | ${x.accepted} | ${x.refused.length ? x.refused.join(', ') : 0} | ${x.lost} | ${x.duplicated} | ${x.storedWithoutAnswer} |`
    sections.push(`## Information requests

| run | sent | accepted (201) | not accepted | lost | stored twice | stored, no 201 |
| --- | --- | --- | --- | --- | --- | --- |
${[r.concurrent && row(`${CONCURRENT_PER_INSTANCE} + ${CONCURRENT_PER_INSTANCE} at once through A and B`, r.concurrent), k && row(`${SUBMISSIONS_DURING_KILL} through nginx (6 at a time), instance B killed after ${k.killedAfter}`, k)].filter(Boolean).join('\n')}`)
  }
  if (k) {
    const n = k.nginx
    sections.push(`## nginx once instance B was killed

| requests through nginx afterwards | sent to B | of those, moved on to A (POSTs among them) | answered 5xx | B taken out (\`upstream server temporarily disabled\`) | last request sent to B | phase lasted |
| --- | --- | --- | --- | --- | --- | --- |
| ${n.requests} | ${n.triedB} | ${n.movedOn} (${n.postsMovedOn}) | ${n.failed} | ${n.disabled} time(s) | ${n.lastTriedB ?? '-'} ms after the kill | ${n.lastRequest ?? '-'} ms |

A POST moves on to A only when B refused the connection, so it never reached B; nginx never resends one that B received
(\`proxy_next_upstream\` without \`non_idempotent\`): a request B was answering when it died fails (a 502, or a cut
connection if B had begun its answer). After \`max_fails=2\`
refusals B is left out for \`fail_timeout=10s\`, for every nginx worker (the upstream has a shared \`zone\`).`)
  }
  return sections.join('\n\n') + '\n'
}

// ---------------------------------------------------------------- run

let cleaning = null
/** Stops everything started here; safe to call more than once. */
function cleanup() {
  cleaning ??= (() => {
    for (const child of [...children].reverse()) stop(child)
    if (db) {
      try {
        db.stop()
      } catch (error) {
        console.warn(`postgres stop: ${error.message}`)
      }
    }
  })()
  return cleaning
}

/** Stops a child's process group and waits until it has exited (SIGKILL after `graceMs`). */
async function stopAndWait(child, graceMs = 10_000) {
  const exited = () => child.exitCode !== null || child.signalCode !== null
  const exit = new Promise((resolve) => (exited() ? resolve() : child.once('exit', resolve)))
  stop(child)
  if (await Promise.race([exit.then(() => true), sleep(graceMs).then(() => false)])) return
  stop(child, 'SIGKILL')
  await exit
}

async function main() {
  const results = { startedAt: Date.now() }
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  // deploy/nginx.conf loads Debian's Brotli modules.
  if (!['/usr/sbin/nginx', ...NGINX_BROTLI_MODULES].every((file) => existsSync(file)))
    sh('bash', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static',
    ])

  try {
    const redisUrl = startRedis()
    db = await startPostgres()
    results.postgresVersion = db.psql('SHOW server_version')
    results.varnishVersion =
      /varnish-[\d.]+/.exec(execFileSync('bash', ['-c', 'varnishd -V 2>&1'], { encoding: 'utf8' }))?.[0] ?? ''
    // Production servers: secrets the environment leaves unset come from data/secrets.json, the
    // same for both instances (a challenge or session made by one is checked by the other).
    const env = childEnvironment(
      {
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
        TRUST_PROXY: '1',
        // Each save purges Varnish by tag (lib/cache/edge-purge.mjs).
        EDGE_PURGER: 'varnish',
        EDGE_PURGE_URLS: `http://127.0.0.1:${PORTS.varnish}`,
      },
      localSecrets(path.join(root, 'data/secrets.json')),
    )
    sh('node', ['scripts/db-setup.mjs'], env)
    // next build adds the types of its dist folder (.next-scale) to tsconfig.json; put it back.
    const tsconfig = readFileSync(path.join(root, 'tsconfig.json'), 'utf8')
    const reuse = tooling.bench.scaleSkipBuild && existsSync(path.join(root, '.next-scale/standalone/server.js'))
    try {
      if (!reuse) sh('npx', ['--no-install', 'next', 'build'], env)
    } finally {
      if (readFileSync(path.join(root, 'tsconfig.json'), 'utf8') !== tsconfig)
        writeFileSync(path.join(root, 'tsconfig.json'), tsconfig)
    }

    const instances = {}
    for (const which of ['a', 'b'])
      instances[which] = start(`instance-${which}`, 'node', ['scripts/serve.mjs'], {
        ...env,
        PORT: String(PORTS[which]),
        HOSTNAME: '127.0.0.1',
      })
    const bases = {
      a: `http://127.0.0.1:${PORTS.a}`,
      b: `http://127.0.0.1:${PORTS.b}`,
      nginx: `http://127.0.0.1:${PORTS.nginx}`,
      varnish: `http://127.0.0.1:${PORTS.varnish}`,
    }
    await Promise.all([waitFor200(`${bases.a}/`), waitFor200(`${bases.b}/`)])
    startVarnish([`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`])
    await waitFor200(`${bases.varnish}/`)
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

    const direct = (await get(`${bases.a}/`)).headers
    const headers = (await get(`${bases.nginx}/`)).headers
    const again = (await get(`${bases.nginx}/`)).headers
    // What the instance sends, nginx must pass on, on a miss and on a hit. HSTS is the instance's
    // to send only when the public origin is https (lib/http/security-headers.ts): this bench's is
    // http on loopback, so there it is expected from neither (nginx adds it to its own files).
    const security = [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
    ]
    const httpsOrigin = env.NEXT_PUBLIC_SERVER_URL.startsWith('https:')
    const expected = (h) => h !== 'strict-transport-security' || httpsOrigin
    check(
      'nginx keeps the security headers the instance sends',
      security.every((h) =>
        expected(h)
          ? direct.get(h) && headers.get(h) === direct.get(h) && again.get(h) === direct.get(h)
          : !direct.get(h) && !headers.get(h),
      ),
      security
        .map((h) =>
          expected(h)
            ? `${h}: ${direct.get(h) && headers.get(h) === direct.get(h) && again.get(h) === direct.get(h) ? 'yes' : 'MISSING or changed'}`
            : `${h}: not sent on an http origin (${headers.get(h) ? 'but nginx added it' : 'as expected'})`,
        )
        .join(', '),
    )
    check(
      'nginx micro-caches public pages',
      again.get('x-cache-status') === 'HIT',
      `X-Cache-Status ${headers.get('x-cache-status')} then ${again.get('x-cache-status')}`,
    )
    const api = await get(`${bases.nginx}/api/globals/site-settings`)
    check(
      'nginx never caches the API',
      !api.headers.get('x-cache-status'),
      `X-Cache-Status on /api: ${api.headers.get('x-cache-status') ?? 'none'}`,
    )
    const editor = await get(`${bases.nginx}/`, { headers: { cookie: 'theme=x; payload-token=not-checked-by-nginx' } })
    check(
      'a signed-in editor bypasses the micro-cache',
      editor.headers.get('x-cache-status') === 'BYPASS',
      `X-Cache-Status with a payload-token cookie: ${editor.headers.get('x-cache-status')}`,
    )
    const chunk = readdirSync(path.join(root, '.next-scale/static/chunks')).find((f) => f.endsWith('.js'))
    const asset = await get(`${bases.nginx}/_next/static/chunks/${chunk}`)
    await asset.arrayBuffer()
    await sleep(100) // the access log line is written after the response
    const fromDisk = readFileSync(path.join(out, 'nginx/access.log'), 'utf8').includes(
      `/_next/static/chunks/${chunk} 200 upstream=- `,
    )
    const assetCache = asset.headers.get('cache-control')
    check(
      'build files served from disk for a year',
      asset.status === 200 &&
        fromDisk &&
        assetCache === 'public, max-age=31536000, immutable' &&
        !!asset.headers.get('strict-transport-security'),
      `status ${asset.status}, from disk: ${fromDisk}, Cache-Control: ${assetCache}, HSTS: ${!!asset.headers.get('strict-transport-security')}`,
    )

    if (want('nginx')) {
      results.freshness = await crossInstanceFreshness(bases)
      check(
        'edit through A served by B within budget, every time',
        results.freshness.worst.b <= BUDGET_MS,
        `median ${results.freshness.b} ms, worst ${results.freshness.worst.b} ms`,
      )
      check(
        'edit through A served through nginx within budget (median)',
        results.freshness.nginx <= BUDGET_MS,
        `median ${results.freshness.nginx} ms, worst ${results.freshness.worst.nginx} ms`,
      )

      results.throughput = await throughput(bases)
      check(
        'cached pages under load answer without errors',
        results.throughput.nginx.errors === 0,
        `${results.throughput.nginx.errors} errors through nginx`,
      )
    }
    if (want('edge')) {
      await edgeRules(bases)
      results.edge = await edgeFreshness(bases)
      const e = results.edge
      check(
        `a save is visible through Varnish within ${EDGE_BUDGET_MS} ms, every time (${EDGE_SAVES} saves)`,
        e.worst <= EDGE_BUDGET_MS,
        `median ${e.median} ms, worst ${e.worst} ms`,
      )
      check(
        'no old copy served through Varnish once the new one was',
        e.stale === 0 && e.watched > 0,
        `${e.stale} old copies in ${e.watched} requests over ${EDGE_WATCH_MS} ms after each save`,
      )
      check(
        'a save purges only the pages tagged with what it changed',
        e.untouched !== null && e.untouchedHits === EDGE_SAVES,
        `${e.untouched ?? '(no page without the stories tag found)'} still a hit after ${e.untouchedHits} of ${EDGE_SAVES} saves`,
      )
      results.hitRatio = await edgeHitRatio(bases)
      check(
        'Varnish answers almost every request from its cache under load',
        results.hitRatio.ratio >= 0.95 && results.hitRatio.failed === 0,
        `hit ratio ${(results.hitRatio.ratio * 100).toFixed(1)} % (${results.hitRatio.hit} hits, ${results.hitRatio.miss} misses, ${results.hitRatio.saves} saves meanwhile), ${results.hitRatio.failed} failed; not hits seen by page: ${
          results.hitRatio.missesByPage.map(([page, n]) => `${page} ${n}`).join(', ') || 'none'
        }`,
      )
    }
    if (want('nginx')) {
      results.concurrent = await concurrentSubmissions(bases, db)
      check(
        'concurrent requests through both instances stored exactly once',
        results.concurrent.accepted === results.concurrent.sent &&
          results.concurrent.lost === 0 &&
          results.concurrent.duplicated === 0,
        `${results.concurrent.accepted}/${results.concurrent.sent} accepted, ${results.concurrent.lost} lost, ${results.concurrent.duplicated} duplicated`,
      )

      results.scheduled = await scheduledPublishOnce(bases, db)
      const sp = results.scheduled
      check(
        'a scheduled publish runs once with both instances polling',
        sp.hiddenBefore && sp.completed && sp.runs === 1 && sp.versions === 1 && sp.publicAfter,
        `draft hidden before: ${sp.hiddenBefore}, job completed: ${sp.completed}, runs: ${sp.runs}, new versions: ${sp.versions}, public after: ${sp.publicAfter}`,
      )
    }
    if (want('rolling')) {
      results.rolling = await rollingRestart(bases, db, instances, env)
      const rr = results.rolling
      check(
        'a rolling restart under load fails no request and loses no information request',
        rr.reads.failed.length === 0 &&
          rr.submissions.refused.length === 0 &&
          rr.submissions.lost === 0 &&
          rr.submissions.duplicated === 0 &&
          rr.restarts.length === 2 &&
          rr.restarts.every((x) => !x.gaveUp),
        `${rr.reads.sent} reads, ${rr.reads.failed.length} failed${rr.reads.failed.length ? ` (${rr.reads.failed.slice(0, 3).join('; ')})` : ''}; ${rr.submissions.accepted}/${rr.submissions.sent} requests accepted, ${rr.submissions.lost} lost, ${rr.submissions.duplicated} duplicated`,
      )
    }
    if (want('kill')) {
      results.kill = await killDuringLoad(bases, db, instances.b)
      check(
        'no accepted request lost when an instance dies',
        results.kill.lost === 0 && results.kill.duplicated === 0 && results.kill.accepted > 0,
        `${results.kill.accepted}/${results.kill.sent} accepted, ${results.kill.lost} lost, ${results.kill.duplicated} duplicated, ${results.kill.storedWithoutAnswer} stored without an answer`,
      )
      const n = results.kill.nginx
      // A request B had in hand when it died fails (nginx never resends a POST B received); every
      // later one B refuses moves on to A. Whether any later one reached B before nginx took it
      // out is timing: the ones B had in hand may be the two failures that take it out.
      const inHand = n.triedB - n.movedOn
      check(
        'nginx takes the dead instance out',
        n.disabled > 0 && inHand <= SUBMITTING_DURING_KILL,
        `${n.triedB} requests tried B after the kill, ${n.movedOn} moved on to A, ${n.failed} answered 5xx (at most ${SUBMITTING_DURING_KILL} can have been in B's hands), B taken out ${n.disabled} time(s)`,
      )
    }
    if (want('control')) {
      await stopAndWait(instances.a)
      results.control = await controlWithoutRedis(bases, env)
      check(
        'control: without Redis, B keeps its old copy',
        results.control.a <= BUDGET_MS && !Number.isFinite(results.control.b),
        `A fresh after ${results.control.a} ms, B ${Number.isFinite(results.control.b) ? `fresh after ${results.control.b} ms (the shared cache is not what makes B fresh?)` : `still old after ${CONTROL_WAIT_MS} ms`}`,
      )
    }
  } catch (error) {
    check('the benchmark ran to the end', false, String(error.message).replaceAll('|', '/').split('\n')[0])
    console.error(error)
  } finally {
    cleanup()
  }

  const report = render(results)
  writeFileSync(path.join(root, 'bench/SCALE-RESULTS.md'), report)
  console.log(report)
  if (checks.some((c) => !c.ok)) process.exit(1)
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`bench:scale: ${signal}, stopping everything it started`)
    cleanup()
    process.exit(130)
  })
}
setTimeout(() => {
  console.error(`bench:scale: still running after ${DEADLINE_MS / 60_000} minutes, stopping`)
  cleanup()
  process.exit(1)
}, DEADLINE_MS).unref()

main().catch((error) => {
  console.error(error)
  cleanup()
  process.exit(1)
})
