#!/usr/bin/env node
/**
 * The site search's bench: speed per query and the index's memory, on the corpus the server
 * indexed and on one ten times larger (bench/search-engine.ts, in-process), and, when a server is
 * given, the whole /keywordsearch page per query over HTTP. `npm run bench` runs it after the
 * page measurements; on its own (`node bench/search.mjs [base URL]`) it takes the corpus a server
 * of the last e2e or bench build indexed and rewrites the "Search" section of bench/RESULTS.md;
 * `node bench/search.mjs --corpus <file.json>` takes a corpus file instead (one the bench wrote to
 * bench/out/search-corpus.json), and needs no build. The same corpora and queries are measured on
 * SQLite FTS5 and, when a server is given (BENCH_PG_URL), PostgreSQL's full-text search: the
 * engine is chosen by these numbers (issue 19).
 *
 * Budget: p95 of the engine's time per query under 50 ms at ten times the demo corpus.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { fetchAgainIfClosed } from './lib/http.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const SEARCH_P95_BUDGET_MS = 50
/** The site search keeps each part of its index's documents on disk under this key prefix (features/site-search/index/fresh-index.ts). */
const PART_KEY = 'search:part:'

/** Folders named last-good under the build folders (the standalone server keeps its own copy). */
function lastGoodDirs() {
  const found = []
  const walk = (dir, depth) => {
    if (depth > 4 || !existsSync(dir)) return
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'static' || entry.name === 'cache')
        continue
      const full = path.join(dir, entry.name)
      if (entry.name === 'last-good') found.push(full)
      else walk(full, depth + 1)
    }
  }
  for (const dist of readdirSync(root).filter((d) => d.startsWith('.next'))) walk(path.join(root, dist), 0)
  return found
}

/**
 * The documents a server last indexed: the parts kept in the last-good folder where a part was
 * written last (one server's), each part's latest. Null when no server has indexed yet.
 */
export function findCorpus() {
  let best = null
  for (const dir of lastGoodDirs()) {
    const parts = new Map()
    let newest = 0
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const full = path.join(dir, file)
      const text = readFileSync(full, 'utf8')
      if (!text.includes(`"key":"${PART_KEY}`)) continue
      const { key, value } = JSON.parse(text)
      if (!key.startsWith(PART_KEY) || !Array.isArray(value)) continue
      parts.set(key, value)
      newest = Math.max(newest, statSync(full).mtimeMs)
    }
    if (parts.size && (!best || newest > best.mtime))
      best = { mtime: newest, value: [...parts.values()].flat(), file: path.relative(root, dir) }
  }
  return best
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

/** The whole results page over HTTP (render included), one request at a time. */
async function pageTimes(base, queries) {
  await fetchAgainIfClosed(`${base}/keywordsearch?keyword=warm`) // builds the index if the server has not yet
  const times = []
  for (const q of queries) {
    const started = performance.now()
    const res = await fetchAgainIfClosed(`${base}/keywordsearch?keyword=${encodeURIComponent(q)}`)
    await res.arrayBuffer()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return {
    requests: times.length,
    medianMs: Math.round(percentile(times, 0.5)),
    p95Ms: Math.round(percentile(times, 0.95)),
  }
}

const PAGE_QUERIES = [
  'tuition',
  'nursng',
  'tution fees',
  'transcripts',
  'scholarship',
  'accommodation',
  'computer science',
  'registration fee',
  'qzxwv',
  'chapel',
]

/**
 * Runs the search bench; `base` (optional) is a running server to time the page on, `corpusFile`
 * (optional) a corpus to measure instead of the one a server indexed.
 */
export async function runSearchBench(base, { corpusFile: given } = {}) {
  if (base) await fetchAgainIfClosed(`${base}/keywordsearch?keyword=tuition`) // the server indexes, and keeps its documents on disk
  const corpus = given ? { file: given } : findCorpus()
  if (!corpus)
    throw new Error(
      'no indexed corpus found: run a server of this build and search once (or run npm run bench), or give one with --corpus',
    )
  let corpusFile = given ? path.resolve(given) : null
  if (!corpusFile) {
    const out = path.join(root, 'bench/out')
    mkdirSync(out, { recursive: true })
    corpusFile = path.join(out, 'search-corpus.json')
    writeFileSync(corpusFile, JSON.stringify(corpus.value))
  }
  const engine = JSON.parse(
    execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/search-engine.ts', corpusFile], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 1024 * 1024,
    })
      .trim()
      .split('\n')
      .pop(),
  )
  const page = base
    ? await pageTimes(
        base,
        Array.from({ length: 100 }, (_, i) => PAGE_QUERIES[i % PAGE_QUERIES.length]),
      )
    : null
  return {
    measured: new Date().toISOString(),
    corpusFrom: corpus.file,
    loadAverage: os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
    engine,
    page,
  }
}

const ENGINE_NAMES = { 'SQLite FTS5': 'FTS5', PostgreSQL: 'PostgreSQL' }

/** "found (on the first page)" of queries that find the document they were made from, and how many more find it by the did-you-mean. */
const found = (t) =>
  `${t.found} of ${t.queries} (${t.firstPage})${t.byDidYouMean ? `; +${t.byDidYouMean} by did-you-mean` : ''}`

/** What an engine's index takes: MiniSearch's heap, a database's storage. */
const size = (e) =>
  e.engine === 'MiniSearch'
    ? `${e.indexMb} MB heap`
    : e.engine === 'SQLite FTS5'
      ? `${e.fileMb} MB file (${e.indexMb} MB of it the inverted index)`
      : `${e.fileMb} MB table (${e.indexMb} MB of it indexes)`

/**
 * The choice, said from the numbers at ten times the demo corpus: MiniSearch while it finds more
 * typo queries' documents than each database's search and stays within the budget; otherwise the
 * section says plainly that the numbers do not back it.
 */
function choice(results) {
  const tenX = (engine) => results.find((e) => e.engine === engine && e.corpus !== 'demo' && !e.skipped)
  const mini = tenX('MiniSearch')
  const others = ['SQLite FTS5', 'PostgreSQL'].map(tenX).filter(Boolean)
  if (!mini || !others.length) return 'No database engine was measured, so this run compares nothing.'
  const oneTypo = (e) => e.targets['one-typo word']
  const cpu = (e) => (e.cpuP95Ms === null ? `clock p95 ${e.p95Ms} ms` : `CPU p95 ${e.cpuP95Ms} ms`)
  const within = mini.cpuP95Ms < SEARCH_P95_BUDGET_MS
  const better = others.every((o) => mini.typo.found > o.typo.found && oneTypo(mini).found > oneTypo(o).found)
  const typos = `of ${oneTypo(mini).queries} one-typo words MiniSearch finds the document of ${oneTypo(mini).found} (of all ${mini.typo.queries} typo queries, ${mini.typo.found}), ${others.map((o) => `${ENGINE_NAMES[o.engine]} of ${oneTypo(o).found} (${o.typo.found})`).join(', ')}`
  const costs = `${mini.indexMb} MB of heap per server and a ${mini.buildMs} ms build at each start, against ${others.map((o) => `${ENGINE_NAMES[o.engine]}'s ${size(o)} and ${o.buildMs} ms`).join(', ')}`
  const speed = `${cpu(mini)} against ${others.map((o) => `${ENGINE_NAMES[o.engine]}'s ${cpu(o)}`).join(', ')}`
  return better && within
    ? `**Engine: MiniSearch**, because a visitor's typo still finds the page: at ten times the demo corpus, ${typos}; each query within the budget (${speed}). What that costs: ${costs}.`
    : `**The numbers do not back MiniSearch here**: at ten times the demo corpus, ${typos}; ${speed}${within ? '' : `, over the ${SEARCH_P95_BUDGET_MS} ms budget`}; ${costs}.`
}

/** The "Search" section of bench/RESULTS.md. */
export function searchSection(r) {
  const results = r.engine.results
  const mini = results.filter((e) => e.engine === 'MiniSearch')
  const rows = mini.map(
    (e) =>
      `| ${e.corpus} | ${e.documents} | ${e.textMb} | ${e.buildMs} | ${e.indexMb} | ${e.queries} (${e.withoutResults} without results) | ${e.medianMs} / ${e.p95Ms} / ${e.maxMs} | ${e.cpuMedianMs} / ${e.cpuP95Ms} | ${e.suggestMedianMs} / ${e.suggestP95Ms} |`,
  )
  const measured = results.filter((e) => !e.skipped)
  const compared = measured.map(
    (e) =>
      `| ${e.engine} | ${e.corpus} | ${e.buildMs} | ${size(e)} | ${e.medianMs} / ${e.p95Ms} | ${e.cpuMedianMs ?? '–'} / ${e.cpuP95Ms ?? '–'} | ${e.queries - e.withoutResults} of ${e.queries} | ${found(e.exact)} | ${found(e.targets['one-typo word'])} | ${found(e.targets['two words, one typo'])} |`,
  )
  const skipped = results.filter((e) => e.skipped).map((e) => `- ${e.engine}: not measured, ${e.skipped}.`)
  const kinds = Object.entries(r.engine.queries)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ')
  const tenX = mini.find((e) => e.corpus !== 'demo')
  const verdict = (ms) => (ms < SEARCH_P95_BUDGET_MS ? `pass (${ms} ms)` : `FAIL (${ms} ms)`)
  return `## Search

Measured ${r.measured} (load average at the end: ${r.loadAverage}; the machine is shared with other work, so the times are pessimistic). Corpus: the documents the server indexed (\`${r.corpusFrom}\`), and ten times that made by the bench (nine copies, one word in five of each replaced by a made-up word so the vocabulary grows too). Time per query: MiniSearch search plus the highlighted extracts of one page of 20 results, in-process, over mixed queries (title words, phrases from bodies, one-typo words, four-letter prefixes, two-word queries with a typo, and words found nowhere, which take the did-you-mean path). Index memory: heap after building, less heap before (garbage collected both times).

| corpus | documents | text MB | build ms | index MB | queries | time per query, median / p95 / max ms | CPU per query, median / p95 ms | suggestions median / p95 ms |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Budget: p95 under ${SEARCH_P95_BUDGET_MS} ms at ten times the demo corpus: **${verdict(tenX.p95Ms)}** by the clock; ${verdict(tenX.cpuP95Ms)} in CPU time. The clock counts time spent waiting for a core the other work holds; the CPU time (the process's own, per query) is what the query costs, and what the clock shows on an idle machine.
${r.page ? `\nThe whole /keywordsearch page over HTTP (render included, one request at a time, ${r.page.requests} requests): median ${r.page.medianMs} ms, p95 ${r.page.p95Ms} ms.\n` : ''}
### Engines compared

The same corpora and the same ${results[0].queries} queries (${kinds}) on the database engines the site could use instead (issue 19). SQLite FTS5 through @libsql/client (the driver of the CMS's SQLite adapter), on a database file: title, headings and body columns, words folded as the site folds them (unicode61, accents removed), bm25 with the site's weights (6, 2.5, 1); PostgreSQL: a temporary table with a weighted tsvector ('simple') and a GIN index, ts_rank with the same weights in proportion. Each engine does what the page does: every word of the query (else any, when no document has them all), the last word also as a prefix, the matches counted by kind, the text of the first 20 read and their extracts made; the databases have no typo tolerance and no did-you-mean. MiniSearch forgives one edit in a word of 4 to 9 letters (two from 10 letters), counted as Levenshtein distance, so two letters swapped (two edits) in a shorter word find nothing; its did-you-mean, which allows more, then offers the word (+N by did-you-mean: queries whose offered spelling finds the document). Size: MiniSearch's heap; the database's file or table, the text included (the corpus's text MB above). CPU per query: this process's (for PostgreSQL the server does the work, not counted). A query made from a document (all but the words found nowhere) counts as finding it when the document is among its matches; in brackets, among the first 20.

| engine | corpus | build ms | index size | time per query, median / p95 ms | CPU per query, median / p95 ms | queries with results | title words, phrases, prefixes: document found (first page) | one-typo words: document found (first page) | two words, one typo: document found (first page) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${compared.join('\n')}
${skipped.length ? `\n${skipped.join('\n')}\n` : ''}
${choice(results)}
`
}

/** Puts the section into bench/RESULTS.md in place of the last one (`heading`, "Search" unless said). */
export function writeSearchSection(markdown, heading = 'Search') {
  const file = path.join(root, 'bench/RESULTS.md')
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n'
  const start = current.indexOf(`\n## ${heading}\n`)
  let next = start >= 0 ? current.indexOf('\n## ', start + 1) : -1
  if (next < 0) next = current.length
  const updated =
    start >= 0
      ? `${current.slice(0, start)}\n${markdown.trim()}\n${current.slice(next)}`
      : `${current.trimEnd()}\n\n${markdown.trim()}\n`
  writeFileSync(file, updated)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const at = args.indexOf('--corpus')
  const corpusFile = at >= 0 ? args.splice(at, 2)[1] : undefined
  if (at >= 0 && !corpusFile) throw new Error('usage: node bench/search.mjs [base URL] [--corpus <file.json>]')
  const results = await runSearchBench(args[0], { corpusFile })
  const markdown = searchSection(results)
  writeSearchSection(markdown)
  console.log(markdown)
}
