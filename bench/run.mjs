#!/usr/bin/env node
/**
 * `npm run bench`: builds and serves the production site with seeded data, measures it,
 * prints one table and writes it to bench/RESULTS.md. Loopback only, bounded in time.
 *
 *  - Lighthouse 12 (mobile preset) for the key pages and for an empty Next.js page (the floor)
 *  - cached-page throughput and p50/p99 latency, beside nginx serving the same bytes from disk
 *  - save-to-live: an editor's save through Payload until the public page shows it (median)
 *  - server memory at idle and under load; cold start to first 200
 *
 * BENCH_QUICK=1 measures fewer pages and shorter loads (for trying the script out).
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const out = path.join(root, 'bench/out')
const QUICK = process.env.BENCH_QUICK === '1'
const SITE_PORT = 3300
const FLOOR_PORT = 3301
const NGINX_PORT = 3302
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const LOAD_SECONDS = QUICK ? 5 : 15
const CONNECTIONS = 16

const siteEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: '.next-bench',
  DATABASE_URL: 'file:./data/bench.db',
  UPLOADS_DIR: 'data/bench-uploads',
  NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${SITE_PORT}`,
  NODE_OPTIONS: '--no-deprecation',
}

const sh = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env: siteEnv, ...opts })
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** fetch, tried once more when a kept-alive connection was closed by the server meanwhile. */
async function get(url, init) {
  try {
    return await globalThis.fetch(url, init)
  } catch (error) {
    if (error?.cause?.code !== 'UND_ERR_SOCKET' && error?.cause?.code !== 'ECONNRESET') throw error
    return globalThis.fetch(url, init)
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function waitFor200(url, timeoutMs = 120_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await get(url)
      if (res.status === 200) return Date.now() - started
    } catch {
      /* not listening yet */
    }
    await sleep(100)
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`)
}

/** The site as deployed: the standalone server (scripts/serve.mjs). */
function startSite(port, env) {
  return spawn('node', ['scripts/serve.mjs'], { cwd: root, env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
}

/** The floor, an ordinary Next.js app, the way such an app is usually served. */
function startFloor(port, env) {
  return spawn('npx', ['--no-install', 'next', 'start', 'bench/floor', '-p', String(port), '-H', '127.0.0.1'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
}

function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    /* already gone */
  }
}

/** Resident memory of the server (the next-server process under the npx wrapper), in MB. */
function rssMb(child) {
  try {
    const pids = execFileSync('pgrep', ['-g', String(child.pid)], { encoding: 'utf8' }).trim().split('\n')
    const kb = pids.map((pid) => Number(execFileSync('ps', ['-o', 'rss=', '-p', pid], { encoding: 'utf8' }).trim()) || 0)
    return Math.round(Math.max(...kb) / 1024)
  } catch {
    return NaN
  }
}

function lighthouse(url, name) {
  const file = path.join(out, `lh-${name}.json`)
  execFileSync(
    'npx',
    ['--yes', 'lighthouse@12', url, '--quiet', '--output=json', `--output-path=${file}`, '--only-categories=performance,accessibility,best-practices,seo', `--chrome-path=${CHROME}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: CHROME } },
  )
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100)
  const items = report.audits['resource-summary']?.details?.items ?? []
  const js = items.find((i) => i.resourceType === 'script')?.transferSize ?? 0
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(report.audits['largest-contentful-paint'].numericValue),
    tbt: Math.round(report.audits['total-blocking-time'].numericValue),
    cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsKb: Math.round(js / 1024),
  }
}

/** A bounded load (autocannon in its own process, so this one can sample memory meanwhile). */
function load(url) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['--yes', 'autocannon@8', '-j', '-c', String(CONNECTIONS), '-d', String(LOAD_SECONDS), url], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
    let raw = ''
    child.stdout.on('data', (chunk) => (raw += chunk))
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`))
      const r = JSON.parse(raw)
      resolve({ rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors })
    })
  })
}

function startNginx(htmlDir) {
  const conf = path.join(out, 'nginx.conf')
  writeFileSync(
    conf,
    `worker_processes 1; daemon off; pid ${out}/nginx.pid; error_log ${out}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; keepalive_timeout 65; default_type text/html;
  client_body_temp_path ${out}/nginx-tmp; proxy_temp_path ${out}/nginx-tmp; fastcgi_temp_path ${out}/nginx-tmp; uwsgi_temp_path ${out}/nginx-tmp; scgi_temp_path ${out}/nginx-tmp;
  server { listen 127.0.0.1:${NGINX_PORT}; root ${htmlDir}; location / { try_files $uri $uri/index.html =404; } } }
`,
  )
  mkdirSync(path.join(out, 'nginx-tmp'), { recursive: true })
  return spawn('nginx', ['-c', conf], { stdio: 'ignore', detached: true })
}

async function saveToLive(base) {
  const login = await get(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.edu', password: 'demo-admin-password' }) })
  const { token } = await login.json()
  const auth = { Authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const original = (await (await get(`${base}/api/globals/site-settings`)).json()).tagline
  const times = []
  for (let i = 0; i < (QUICK ? 3 : 7); i++) {
    const marker = `Bench tagline ${Date.now()}-${i}`
    await get(`${base}/privacy`) // the page is cached before the edit
    const started = Date.now()
    await get(`${base}/api/globals/site-settings`, { method: 'POST', headers: auth, body: JSON.stringify({ tagline: marker }) })
    for (;;) {
      const html = await (await get(`${base}/privacy`)).text()
      if (html.includes(marker)) break
      if (Date.now() - started > 30_000) throw new Error('save-to-live exceeded 30 s')
      await sleep(50)
    }
    times.push(Date.now() - started)
  }
  await get(`${base}/api/globals/site-settings`, { method: 'POST', headers: auth, body: JSON.stringify({ tagline: original }) })
  return median(times)
}

async function main() {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  if (!existsSync('/usr/sbin/nginx')) sh('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx'])

  for (const suffix of ['', '-wal', '-shm']) rmSync(path.join(root, 'data/bench.db' + suffix), { force: true })
  rmSync(path.join(root, 'data/bench-uploads'), { recursive: true, force: true })
  sh('node', ['scripts/db-setup.mjs'])
  sh('npx', ['--no-install', 'next', 'build'])
  sh('npx', ['--no-install', 'next', 'build', 'bench/floor'], { env: { ...siteEnv, NEXT_DIST_DIR: '.next' } })

  const site = startSite(SITE_PORT, siteEnv)
  const floor = startFloor(FLOOR_PORT, { ...siteEnv, NEXT_DIST_DIR: '.next' })
  const results = { pages: [], load: [], notes: [] }
  try {
    const base = `http://127.0.0.1:${SITE_PORT}`
    results.coldStartMs = await waitFor200(`${base}/`)
    await waitFor200(`http://127.0.0.1:${FLOOR_PORT}/`)
    await sleep(2000)
    results.rssIdleMb = rssMb(site)

    const programmes = await (await get(`${base}/api/programmes?where[kind][equals]=undergraduate&limit=1&depth=0`)).json()
    const graduate = await (await get(`${base}/api/programmes?where[kind][equals]=graduate&limit=1&depth=0`)).json()
    const stories = await (await get(`${base}/api/stories?limit=1&depth=0`)).json()
    const pages = [
      ['/', 'home'],
      ['/undergrad', 'undergrad'],
      programmes.docs?.[0] && [`/undergrad?degree=${programmes.docs[0].slug}`, 'undergrad-detail'],
      graduate.docs?.[0] && [`/grad/${graduate.docs[0].slug}`, 'grad-detail'],
      ['/allfeaturestories', 'allfeaturestories'],
      stories.docs?.[0] && [`/featurestory?article=${stories.docs[0].slug}`, 'featurestory'],
      ['/academiccalendar', 'academiccalendar'],
      ['/request_information', 'request_information'],
      ['/contactus', 'contactus'],
      ['/tuitionfees', 'tuitionfees'],
    ].filter(Boolean)
    const measured = QUICK ? pages.slice(0, 3) : pages

    const floorLh = lighthouse(`http://127.0.0.1:${FLOOR_PORT}/`, 'floor')
    results.pages.push({ path: '(floor: empty Next.js page)', ...floorLh })
    for (const [pagePath, name] of measured) {
      await get(base + pagePath) // warm the cache: we measure the cached page, as visitors get it
      results.pages.push({ path: pagePath, ...lighthouse(base + pagePath, name) })
    }

    // Throughput of cached pages, beside nginx serving the very same bytes.
    const htmlDir = path.join(out, 'html')
    for (const [pagePath] of [
      ['/', 'index'],
      ['/undergrad', 'undergrad'],
      ['/tuitionfees', 'tuitionfees'],
    ]) {
      const bytes = Buffer.from(await (await get(base + pagePath)).arrayBuffer())
      const file = pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`
      mkdirSync(htmlDir, { recursive: true })
      writeFileSync(path.join(htmlDir, file), bytes)
    }
    const nginx = startNginx(htmlDir)
    await waitFor200(`http://127.0.0.1:${NGINX_PORT}/index.html`)
    let peakRss = 0
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(site) || 0)), 500)
    for (const [pagePath, file] of [
      ['/', 'index.html'],
      ['/undergrad', 'undergrad.html'],
      ['/tuitionfees', 'tuitionfees.html'],
    ]) {
      const next = await load(base + pagePath)
      const static_ = await load(`http://127.0.0.1:${NGINX_PORT}/${file}`)
      results.load.push({ path: pagePath, next, nginx: static_, ratio: Number((next.rps / static_.rps).toFixed(3)) })
    }
    clearInterval(sampler)
    results.rssLoadMb = peakRss
    stop(nginx)

    results.saveToLiveMs = await saveToLive(base)
  } finally {
    stop(site)
    stop(floor)
  }

  const report = render(results)
  writeFileSync(path.join(root, 'bench/RESULTS.md'), report)
  writeFileSync(path.join(out, 'results.json'), JSON.stringify(results, null, 2))
  console.log(report)
}

function render(r) {
  const floor = r.pages[0]
  const flags = []
  const row = (p) => {
    const miss = []
    if (p !== floor) {
      if (p.accessibility < 100) miss.push('a11y<100')
      if (p.bestPractices < 100) miss.push('best-practices<100')
      if (p.seo < 100) miss.push('seo<100')
      if (p.performance < floor.performance - 3) miss.push(`perf>${3} below floor`)
      if (floor.performance >= 98 && p.performance < 95) miss.push('perf<95')
      if (p.cls > 0) miss.push('CLS>0')
      if (p.jsKb > floor.jsKb + 40) miss.push(`JS>${floor.jsKb + 40} kB`)
      if (miss.length) flags.push(`${p.path}: ${miss.join(', ')}`)
    }
    return `| ${p.path} | ${p.performance} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${p.lcp} | ${p.tbt} | ${p.cls.toFixed(2)} | ${p.jsKb} | ${p === floor ? 'floor' : miss.length ? '✗ ' + miss.join(', ') : '✓'} |`
  }
  if (r.saveToLiveMs > 2000) flags.push(`save-to-live ${r.saveToLiveMs} ms > 2000 ms`)
  return `# Benchmark results

Measured ${new Date().toISOString()} on ${execFileSync('nproc', { encoding: 'utf8' }).trim()} cores, Node ${process.version}${QUICK ? ' (quick run)' : ''}.
Lighthouse 12, mobile preset, against the production build with seeded data; loads on loopback (${CONNECTIONS} connections, ${LOAD_SECONDS} s each).

## Lighthouse

| page | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS | JS kB (transferred) | budget |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${r.pages.map(row).join('\n')}

## Cached pages under load (Next.js beside nginx serving the same bytes)

| page | Next req/s | p50 ms | p99 ms | nginx req/s | p50 ms | p99 ms | Next / nginx |
| --- | --- | --- | --- | --- | --- | --- | --- |
${r.load.map((l) => `| ${l.path} | ${l.next.rps} | ${l.next.p50} | ${l.next.p99} | ${l.nginx.rps} | ${l.nginx.p50} | ${l.nginx.p99} | ${l.ratio} |`).join('\n')}

## Server

| measure | value | budget |
| --- | --- | --- |
| cold start to first 200 | ${r.coldStartMs} ms | |
| memory (RSS) at idle | ${r.rssIdleMb} MB | |
| memory (RSS) under load, peak | ${r.rssLoadMb} MB | |
| save in the CMS to the changed page served (median) | ${r.saveToLiveMs} ms | ≤ 2000 ms ${r.saveToLiveMs <= 2000 ? '✓' : '✗'} |

## Budgets missed

${flags.length ? flags.map((f) => `- ${f}`).join('\n') : 'None.'}
`
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
