#!/usr/bin/env node
// `npm run bench:wordpress`: the WordPress importer against a real WordPress (Debian's `wordpress`
// package on MariaDB, served by `php -S`; bench/wordpress/), never seen by the tests: its REST API
// (`--url`) and WordPress's own export of it (the file path), each into a fresh site database, each
// run twice, checked against WordPress's own account of its site (bench/wordpress/check.ts).
// Writes bench/WORDPRESS-RESULTS.md. Not part of `npm test` or CI: it needs those packages
// (apt-get install -y wordpress mariadb-server php-cli php-mysql php-gd) and a few minutes.
// WordPress answers on 127.0.0.1:8080 while it runs; the temporary directory (databases, logs,
// reports, the export) is removed at the end, kept when a check fails.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { childEnvironment } from '../lib/config/environment.mjs'
import { localSecrets } from '../lib/config/local-secrets.mjs'
import { startWordPress } from './wordpress/server.mjs'

const port = 8080
const RESULTS = 'bench/WORDPRESS-RESULTS.md'
const NOTES = '## What its runs found'
const dir = mkdtempSync(path.join(tmpdir(), 'wordpress-bench-'))
const log = (line) => console.log(`bench:wordpress: ${line}`)
const started = Date.now()

/** Runs a command to its end (output kept in the directory), returning its standard output. */
function run(cmd, args, env, name) {
  return new Promise((resolve, reject) => {
    const t0 = Date.now()
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    child.on('exit', (code) => {
      writeFileSync(path.join(dir, `${name}.log`), out + err)
      log(`${name}: exit ${code} in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
      if (code === 0) resolve({ out, seconds: (Date.now() - t0) / 1000 })
      else reject(new Error(`${name} exited with ${code}: ${err.slice(-2000)}`))
    })
  })
}

const wp = await startWordPress({ dir, port, log })
process.on('exit', () => void wp.stop())
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, async () => {
    await wp.stop()
    process.exit(1)
  })

const results = []
try {
  writeFileSync(path.join(dir, 'truth.json'), wp.php('truth.php'))
  writeFileSync(path.join(dir, 'export.xml'), wp.php('export.php'))
  const truth = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'))
  log(
    `WordPress ${truth.wordpress} (PHP ${truth.php}, MariaDB ${truth.mysql}) at ${wp.url}: ${truth.items.length} posts and pages, ${truth.attachments.length} attachments`,
  )

  // The REST API and the export with pretty permalinks, then the REST API again under plain ones.
  const passes = [
    { name: 'rest', source: 'rest', title: 'REST API' },
    { name: 'wxr', source: 'wxr', title: 'Export file' },
    { name: 'rest-plain', source: 'rest', title: "REST API under plain permalinks (WordPress's default)" },
  ]
  for (const { name, source, title } of passes) {
    let truthFile = path.join(dir, 'truth.json')
    if (name === 'rest-plain') {
      log(`plain permalinks: a post is now at ${wp.php('plain-permalinks.php').trim()}`)
      truthFile = path.join(dir, 'truth-plain.json')
      writeFileSync(truthFile, wp.php('truth.php'))
    }
    // A fresh site database and uploads, migrated without the demo content, for each path.
    const env = childEnvironment(
      {
        DATABASE_URL: `file:${path.join(dir, `site-${name}.db`)}`,
        UPLOADS_DIR: path.join(dir, `uploads-${name}`),
        // No server of the site runs: the import says it could not expire caches and goes on.
        PORT: String(port + 9),
        HOSTNAME: '127.0.0.1',
        NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${port + 9}`,
        SKIP_SEED: '1',
        NODE_OPTIONS: '--no-deprecation',
      },
      localSecrets(),
    )
    await run('node', ['scripts/db-setup.mjs'], env, `${name}-db-setup`)
    const input = source === 'rest' ? ['--url', wp.url] : [path.join(dir, 'export.xml')]
    const runs = []
    for (const n of [1, 2]) {
      const report = path.join(dir, `${name}-${n}.md`)
      const { seconds } = await run(
        'npx',
        ['--no-install', 'tsx', 'scripts/import-wordpress.ts', ...input, '--report', report],
        env,
        `${name}-import-${n}`,
      )
      runs.push({ report, seconds })
    }
    const { out } = await run(
      'npx',
      ['--no-install', 'tsx', 'bench/wordpress/check.ts', truthFile, source, runs[0].report, runs[1].report],
      env,
      `${name}-check`,
    )
    const checks = JSON.parse(out.trim().split('\n').at(-1))
    const counts = readFileSync(runs[0].report, 'utf8')
      .split('\n')
      .filter((line) => /^\| [a-z ]+ \| \d/.test(line))
    results.push({
      source,
      title,
      input: source === 'rest' ? `--url ${wp.url}` : 'export.xml (WordPress export_wp())',
      runs,
      checks,
      counts,
      report: readFileSync(runs[0].report, 'utf8'),
    })
    for (const c of checks) log(`${name}: ${c.pass ? 'PASS' : 'FAIL'} ${c.check}: ${c.detail}`)
  }

  const items = truth.items
  const byStatus = Object.entries(
    items.reduce(
      (acc, i) => (
        (acc[`${i.type} ${i.status}${i.password ? ' (password)' : ''}`] =
          (acc[`${i.type} ${i.status}${i.password ? ' (password)' : ''}`] ?? 0) + 1),
        acc
      ),
      {},
    ),
  )
    .map(([k, n]) => `${n} ${k}`)
    .join(', ')
  const md = [
    '# WordPress import against a real WordPress (`npm run bench:wordpress`)',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${((Date.now() - started) / 1000).toFixed(0)} s in all. Not part of \`npm test\` or CI (it needs Debian's \`wordpress\`, \`mariadb-server\`, \`php-cli\`, \`php-mysql\`, \`php-gd\` and minutes).`,
    '',
    `WordPress ${truth.wordpress} (Debian's package), PHP ${truth.php}, MariaDB ${truth.mysql}, served by \`php -S\` at ${wp.url}, pretty permalinks \`/%year%/%monthnum%/%postname%/\`. Its content (bench/wordpress/content.php, a college news site unlike the Theme Unit Test export): ${byStatus}; ${truth.attachments.length} attachments (real JPEG and PNG pictures with WordPress's own sizes, a PDF), ${truth.terms.length} categories and tags (more tags than one REST page), ${truth.authors.length} authors, a caption and a gallery shortcode, block-editor images and a block gallery, a YouTube embed, tables, a page hierarchy, featured pictures, a comment and a menu.`,
    '',
    "The REST API and the export are read with pretty permalinks, then the REST API again after the site is switched to plain permalinks (`/?p=16`, the API at `?rest_route=`). Each path imports into a fresh site database (migrated, no demo content), twice, then is checked against WordPress's own account (truth.php: every item's status and `get_permalink`, its featured picture and the pictures of its text; attachments; archives) read back through Payload's Local API.",
    '',
    ...results.flatMap((r) => [
      `## ${r.title}: \`import:wordpress -- ${r.input}\``,
      '',
      `First run ${r.runs[0].seconds.toFixed(1)} s, second ${r.runs[1].seconds.toFixed(1)} s (each with Payload's start).`,
      '',
      '| kind | created | updated | unchanged | skipped |',
      '| --- | --- | --- | --- | --- |',
      ...r.counts,
      '',
      '| check | result | detail |',
      '| --- | --- | --- |',
      ...r.checks.map((c) => `| ${c.check} | ${c.pass ? 'pass' : '**fail**'} | ${c.detail.replace(/\|/g, '\\|')} |`),
      '',
      'Skipped in the first run, as the report names them:',
      '',
      ...(r.report.match(/## Skipped \(\d+\)\n\n([\s\S]*?)\n\n/)?.[1].split('\n') ?? ['(none)']),
      '',
    ]),
  ].join('\n')
  // The findings written by hand at the end of the file stay.
  let notes = ''
  try {
    const previous = readFileSync(RESULTS, 'utf8')
    if (previous.includes(NOTES)) notes = `\n${previous.slice(previous.indexOf(NOTES))}`
  } catch {
    // first run
  }
  writeFileSync(RESULTS, md + notes)
  log(`bench/WORDPRESS-RESULTS.md written (${dir})`)
  if (results.some((r) => r.checks.some((c) => !c.pass))) process.exitCode = 1
} catch (error) {
  process.exitCode = 1
  throw error
} finally {
  await wp.stop()
  if (process.exitCode) log(`kept for a look: ${dir}`)
  else rmSync(dir, { recursive: true, force: true })
}
