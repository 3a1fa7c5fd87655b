/**
 * The search engine's speed and memory, in-process (started by bench/search.mjs with
 * `node --expose-gc --import tsx`): the corpus the server indexed (the parts of its documents, as
 * kept on disk), and a corpus ten times larger made from it. For each: the index's build time and
 * memory, and the server time per query (search + highlighted extracts of one page of results,
 * what /keywordsearch does per request) over a few hundred mixed queries, typos included.
 *
 * The same corpora and queries also go to the engines the site could use instead (issue 19: "a
 * well-kept embedded library or the database's own full-text search, chosen by measurement"):
 * SQLite's FTS5 through the libsql the CMS's SQLite adapter uses, and PostgreSQL's full-text
 * search when a server is given (tooling.bench.pgUrl). Each query derived from a document knows
 * that document, so the bench counts, engine by engine, the queries that find the document they
 * came from: the typo queries above all, where the engines differ.
 * Prints one JSON object.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import type * as Libsql from '@libsql/client'
import type * as Pg from 'pg'
import { tooling } from '../lib/config/tooling.mjs'
import {
  buildSnippet,
  createSearchIndex,
  FIELD_BOOSTS,
  processTerm,
  type SearchDocument,
} from '../features/site-search/index/fulltext'

const corpusFile = process.argv[2]
const gc = (globalThis as { gc?: () => void }).gc
if (!corpusFile || !gc) throw new Error('usage: node --expose-gc --import tsx bench/search-engine.ts <corpus.json>')

const demo = JSON.parse(readFileSync(corpusFile, 'utf8')) as SearchDocument[]

/** A small seeded generator, so every run measures the same queries and corpus. */
function random(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? []

/**
 * Ten times the corpus: the original, and nine copies in which one word in five is replaced by a
 * new word (the start of one word of the corpus joined to the end of another), so the vocabulary
 * grows as well as the postings, as in a real corpus ten times larger, with words shaped like ours.
 */
function tenTimes(docs: SearchDocument[]): SearchDocument[] {
  const rnd = random(10)
  const vocabulary = [...new Set(docs.flatMap((d) => words(`${d.title} ${d.body}`)).filter((w) => w.length >= 4))]
  const pick = () => vocabulary[Math.floor(rnd() * vocabulary.length)]
  const madeUp = () => {
    const a = pick()
    const b = pick()
    return a.slice(0, Math.ceil(a.length / 2)) + b.slice(Math.floor(b.length / 2))
  }
  const vary = (text: string) => text.replace(/[\p{L}\p{N}]+/gu, (w) => (rnd() < 0.2 ? madeUp() : w))
  const out = [...docs]
  for (let copy = 1; copy < 10; copy++) {
    for (const d of docs)
      out.push({ ...d, id: `${d.id}#${copy}`, title: vary(d.title), headings: vary(d.headings), body: vary(d.body) })
  }
  return out
}

/** What a query is made of; all but the last are made from one document, which is its target. */
const QUERY_KINDS = [
  'title words',
  'body phrase',
  'one-typo word',
  'prefix',
  'two words, one typo',
  'found nowhere',
] as const
type QueryKind = (typeof QUERY_KINDS)[number]
/** The kinds with a typo, where the engines' tolerance (or none) shows. */
const TYPO_KINDS: readonly QueryKind[] = ['one-typo word', 'two words, one typo']
type Query = { text: string; kind: QueryKind; /** the id of the document it was made from */ target: string | null }

/** A few hundred queries like visitors': words and phrases from the pages, typos, prefixes, and words nobody wrote. */
function queries(docs: SearchDocument[], count: number): Query[] {
  const rnd = random(19)
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]
  const typo = (w: string) => {
    const i = 1 + Math.floor(rnd() * (w.length - 2))
    return rnd() < 0.5 ? w.slice(0, i) + w.slice(i + 1) : w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2)
  }
  const out: Query[] = []
  const push = (text: string, kind: QueryKind, d: SearchDocument | null) =>
    out.push({ text, kind, target: d?.id ?? null })
  while (out.length < count) {
    const d = pick(docs)
    const body = words(d.body)
    const long = [...words(d.title), ...body].filter((w) => w.length >= 5)
    const kind = out.length % 6
    if (kind === 0 && words(d.title).length) push(words(d.title).slice(0, 3).join(' '), 'title words', d)
    else if (kind === 1 && body.length > 4) {
      const at = Math.floor(rnd() * (body.length - 4))
      push(body.slice(at, at + 2 + Math.floor(rnd() * 3)).join(' '), 'body phrase', d)
    } else if (kind === 2 && long.length) push(typo(pick(long).toLowerCase()), 'one-typo word', d)
    else if (kind === 3 && long.length) push(pick(long).slice(0, 4).toLowerCase(), 'prefix', d)
    else if (kind === 4 && long.length >= 2)
      push(`${pick(long)} ${typo(pick(long))}`.toLowerCase(), 'two words, one typo', d)
    else if (kind === 5)
      push(
        pick([
          'qzxwv',
          'zzyzx campus',
          'xylograph',
          'scolarshpis',
          'tution',
          'nursng',
          'acomodation',
          'registartion fees',
        ]),
        'found nowhere',
        null,
      )
  }
  return out
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]
const round = (n: number, digits = 2) => Number(n.toFixed(digits))
const textMb = (docs: SearchDocument[]) =>
  round(docs.reduce((n, d) => n + d.title.length + d.headings.length + d.body.length, 0) / 1024 / 1024)

/** One engine built on one corpus. */
type Built = {
  buildMs: number
  /** What the index holds: MiniSearch's heap; the database's file, and its inverted index alone. */
  size: Record<string, number>
  /** What /keywordsearch does per request: the matches (with their kinds, for the filter counts), the extracts of the first 20. Returns the number of matches. */
  request(q: string): number | Promise<number>
  /** The ids of every match, best first (not timed). */
  ranked(q: string): string[] | Promise<string[]>
  /** Whether the CPU time of a query is this process's (false when a server does the work). */
  inProcess: boolean
  /** The suggestions while typing, where the engine has them (timed apart). */
  suggest?(q: string): unknown
  /** The spelling offered when a query finds nothing, where the engine has one (did-you-mean). */
  didYouMean?(q: string): string | null
  close(): void | Promise<void>
}

/**
 * Times the requests (median, p95, max; clock and this process's CPU), counts the queries without
 * results, and, untimed, the queries that find the document they were made from: anywhere among
 * the matches, and on the first page of 20; of those that do not, the ones whose did-you-mean
 * spelling (offered when nothing matches) finds it.
 */
async function timeQueries(engine: Built, qs: Query[]) {
  for (const q of qs.slice(0, 50)) await engine.request(q.text) // warm-up (the JIT, the caches), as a running server is
  const times: number[] = []
  const cpuTimes: number[] = []
  let empty = 0
  for (const q of qs) {
    const t = performance.now()
    const cpu = process.cpuUsage()
    const answer = engine.request(q.text)
    const total = typeof answer === 'number' ? answer : await answer
    const used = process.cpuUsage(cpu)
    times.push(performance.now() - t)
    cpuTimes.push((used.user + used.system) / 1000)
    if (total === 0) empty++
  }
  const counts = () => ({ queries: 0, found: 0, firstPage: 0, byDidYouMean: 0 })
  const targets = Object.fromEntries(QUERY_KINDS.filter((k) => k !== 'found nowhere').map((k) => [k, counts()]))
  for (const q of qs) {
    if (!q.target) continue
    const at = (await engine.ranked(q.text)).indexOf(q.target)
    const t = targets[q.kind]
    t.queries++
    if (at >= 0) t.found++
    if (at >= 0 && at < 20) t.firstPage++
    const spelling = at < 0 ? engine.didYouMean?.(q.text) : null
    if (spelling && (await engine.ranked(spelling)).includes(q.target)) t.byDidYouMean++
  }
  const sum = (kinds: string[]) => {
    const total = counts()
    for (const k of kinds) for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += targets[k][key]
    return total
  }
  const typo = sum([...TYPO_KINDS])
  const exact = sum(Object.keys(targets).filter((k) => !TYPO_KINDS.includes(k as QueryKind)))
  const sorted = [...times].sort((a, b) => a - b)
  const cpuSorted = [...cpuTimes].sort((a, b) => a - b)
  return {
    queries: qs.length,
    withoutResults: empty,
    medianMs: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    maxMs: round(sorted[sorted.length - 1]),
    cpuMedianMs: engine.inProcess ? round(percentile(cpuSorted, 0.5)) : null,
    cpuP95Ms: engine.inProcess ? round(percentile(cpuSorted, 0.95)) : null,
    /** Typo queries (one word, and two words with a typo in one) that find their document. */
    typo,
    /** The queries without a typo (title words, body phrases, prefixes) that find their document. */
    exact,
    targets,
  }
}

/** MiniSearch, as features/site-search/index/fulltext.ts uses it: the site's engine. */
function miniSearch(docs: SearchDocument[]): Built {
  gc!()
  const before = process.memoryUsage().heapUsed
  const started = performance.now()
  const index = createSearchIndex(docs)
  const buildMs = performance.now() - started
  gc!()
  const indexMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024
  return {
    buildMs,
    size: { indexMb: round(indexMb, 1) },
    inProcess: true,
    request(q) {
      const answer = index.search(q, { limit: 20 })
      for (const hit of answer.hits) {
        buildSnippet(hit.doc.title, hit.terms, 300)
        buildSnippet(hit.doc.body || hit.doc.headings, hit.terms)
      }
      return answer.total
    },
    ranked: (q) => index.search(q, { limit: Infinity }).hits.map((h) => h.doc.id),
    suggest: (q) => index.suggest(q, 6),
    didYouMean: (q) => index.search(q, { limit: 0 }).suggestion,
    close() {},
  }
}

/** A query's words as the site indexes them (folded, filler words left out). */
const queryTerms = (q: string) =>
  (q.match(/[\p{L}\p{N}]+/gu) ?? []).map(processTerm).filter((t): t is string => t !== null)

/**
 * The query as a full-text query of the database, with the site's rules where the database has
 * them: every word (else any, when no document has them all), the last also as a prefix.
 */
function databaseQuery(q: string, word: (term: string, last: boolean) => string, and: string, or: string) {
  const terms = queryTerms(q)
  if (!terms.length) return null
  const parts = terms.map((t, i) => word(t, i === terms.length - 1 && t.length >= 2))
  return { all: parts.join(and), any: parts.join(or), terms }
}

/** The field weights of the site (title 6, headings 2.5, body 1). */
const { title: TITLE, headings: HEADINGS, body: BODY } = FIELD_BOOSTS

/**
 * SQLite FTS5 through @libsql/client, the driver of the CMS's SQLite adapter, on a database file
 * (as the site's would be): a table of title, headings and body (the kind alongside, not indexed),
 * words folded as the site folds them (unicode61, diacritics removed), ranked by bm25 with the
 * site's field weights. FTS5 has no typo tolerance and no did-you-mean.
 */
async function fts5(docs: SearchDocument[]): Promise<Built> {
  const load = createRequire(createRequire(import.meta.url).resolve('@payloadcms/db-sqlite'))
  const { createClient } = load('@libsql/client') as typeof Libsql
  const dir = mkdtempSync(path.join(os.tmpdir(), 'search-fts5-'))
  const client = createClient({ url: `file:${path.join(dir, 'search.db')}` })
  const started = performance.now()
  await client.execute(
    "CREATE VIRTUAL TABLE docs USING fts5(title, headings, body, kind UNINDEXED, tokenize = 'unicode61 remove_diacritics 2')",
  )
  await client.batch(
    docs.map((d, i) => ({
      sql: 'INSERT INTO docs (rowid, title, headings, body, kind) VALUES (?, ?, ?, ?, ?)',
      args: [i + 1, d.title, d.headings, d.body, d.kind],
    })),
    'write',
  )
  const buildMs = performance.now() - started
  const one = async (sql: string) => Number((await client.execute(sql)).rows[0][0])
  const fileMb = ((await one('PRAGMA page_count')) * (await one('PRAGMA page_size'))) / 1024 / 1024
  const invertedMb = (await one('SELECT sum(length(block)) FROM docs_data')) / 1024 / 1024

  const matchSql = `SELECT rowid, kind FROM docs WHERE docs MATCH ? ORDER BY bm25(docs, ${TITLE}, ${HEADINGS}, ${BODY}, 0)`
  const matches = async (q: string) => {
    const query = databaseQuery(q, (t, prefix) => `"${t}"${prefix ? '*' : ''}`, ' ', ' OR ')
    if (!query) return { rows: [], terms: [] }
    let { rows } = await client.execute({ sql: matchSql, args: [query.all] })
    if (!rows.length) ({ rows } = await client.execute({ sql: matchSql, args: [query.any] }))
    return { rows, terms: query.terms }
  }
  return {
    buildMs,
    size: { fileMb: round(fileMb, 1), indexMb: round(invertedMb, 1) },
    inProcess: true,
    async request(q) {
      const { rows, terms } = await matches(q)
      const counts: Record<string, number> = {}
      for (const r of rows) counts[r.kind as string] = (counts[r.kind as string] ?? 0) + 1
      const page = rows.slice(0, 20).map((r) => Number(r.rowid))
      if (page.length) {
        const text = await client.execute({
          sql: `SELECT title, headings, body FROM docs WHERE rowid IN (${page.map(() => '?').join(', ')})`,
          args: page,
        })
        for (const r of text.rows) {
          buildSnippet(r.title as string, terms, 300)
          buildSnippet((r.body as string) || (r.headings as string), terms)
        }
      }
      return rows.length
    },
    ranked: async (q) => (await matches(q)).rows.map((r) => docs[Number(r.rowid) - 1].id),
    close() {
      client.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * PostgreSQL's full-text search through pg, the driver of the CMS's PostgreSQL adapter: a
 * temporary table (gone when the bench disconnects) with a stored tsvector of the three fields
 * weighted A, B and C ('simple' configuration: no stemming, no stop words, as the site) and a GIN
 * index, ranked by ts_rank with the site's field weights in proportion (title 1, headings 2.5/6,
 * body 1/6). The time per query includes the round trips; the CPU time is the server's, not
 * measured here.
 */
async function postgres(url: string, docs: SearchDocument[], table: string): Promise<Built> {
  const load = createRequire(createRequire(import.meta.url).resolve('@payloadcms/db-postgres'))
  const { Client } = load('pg') as typeof Pg
  const client = new Client({ connectionString: url })
  await client.connect()
  const started = performance.now()
  await client.query(`CREATE TEMPORARY TABLE ${table} (
    n integer PRIMARY KEY, kind text NOT NULL, title text NOT NULL, headings text NOT NULL, body text NOT NULL,
    tsv tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', headings), 'B') || setweight(to_tsvector('simple', body), 'C')
    ) STORED)`)
  await client.query(
    `INSERT INTO ${table} (n, kind, title, headings, body) SELECT * FROM unnest($1::integer[], $2::text[], $3::text[], $4::text[], $5::text[])`,
    [
      docs.map((_, i) => i),
      docs.map((d) => d.kind),
      docs.map((d) => d.title),
      docs.map((d) => d.headings),
      docs.map((d) => d.body),
    ],
  )
  await client.query(`CREATE INDEX ON ${table} USING gin (tsv)`)
  await client.query(`ANALYZE ${table}`)
  const buildMs = performance.now() - started
  const sizes = await client.query(
    `SELECT pg_total_relation_size('${table}') AS total, pg_indexes_size('${table}') AS indexes`,
  )
  // ts_rank's weights are those of D, C, B and A, in that order.
  const weights = `'{0.1, ${round(BODY / TITLE, 3)}, ${round(HEADINGS / TITLE, 3)}, 1}'::float4[]`
  const matchSql = `SELECT n, kind FROM ${table} WHERE tsv @@ to_tsquery('simple', $1) ORDER BY ts_rank(${weights}, tsv, to_tsquery('simple', $1)) DESC`
  const matches = async (q: string) => {
    const query = databaseQuery(q, (t, prefix) => `'${t}'${prefix ? ':*' : ''}`, ' & ', ' | ')
    if (!query) return { rows: [] as { n: number; kind: string }[], terms: [] as string[] }
    let { rows } = await client.query<{ n: number; kind: string }>(matchSql, [query.all])
    if (!rows.length) ({ rows } = await client.query<{ n: number; kind: string }>(matchSql, [query.any]))
    return { rows, terms: query.terms }
  }
  return {
    buildMs,
    size: {
      fileMb: round(Number(sizes.rows[0].total) / 1024 / 1024, 1),
      indexMb: round(Number(sizes.rows[0].indexes) / 1024 / 1024, 1),
    },
    inProcess: false,
    async request(q) {
      const { rows, terms } = await matches(q)
      const counts: Record<string, number> = {}
      for (const r of rows) counts[r.kind] = (counts[r.kind] ?? 0) + 1
      const page = rows.slice(0, 20).map((r) => r.n)
      if (page.length) {
        const text = await client.query<{ title: string; headings: string; body: string }>(
          `SELECT title, headings, body FROM ${table} WHERE n = ANY($1::integer[])`,
          [page],
        )
        for (const r of text.rows) {
          buildSnippet(r.title, terms, 300)
          buildSnippet(r.body || r.headings, terms)
        }
      }
      return rows.length
    },
    ranked: async (q) => (await matches(q)).rows.map((r) => docs[r.n].id),
    close: () => client.end(),
  }
}

async function measure(
  engine: string,
  label: string,
  docs: SearchDocument[],
  qs: Query[],
  build: (docs: SearchDocument[]) => Built | Promise<Built>,
) {
  const built = await build(docs)
  try {
    const timed = await timeQueries(built, qs)
    let suggestions: { suggestMedianMs: number; suggestP95Ms: number } | null = null
    if (built.suggest) {
      const suggestTimes: number[] = []
      for (const q of qs) {
        const prefix = q.text.slice(0, Math.max(2, Math.ceil(q.text.length * 0.6)))
        const t = performance.now()
        built.suggest(prefix)
        suggestTimes.push(performance.now() - t)
      }
      const suggestSorted = suggestTimes.sort((a, b) => a - b)
      suggestions = {
        suggestMedianMs: round(percentile(suggestSorted, 0.5)),
        suggestP95Ms: round(percentile(suggestSorted, 0.95)),
      }
    }
    return {
      engine,
      corpus: label,
      documents: docs.length,
      textMb: textMb(docs),
      buildMs: Math.round(built.buildMs),
      ...built.size,
      ...timed,
      ...suggestions,
    }
  } finally {
    await built.close()
  }
}

/** An engine that could not be measured, and why. */
const failed = (engine: string, reason: string) => ({ engine, skipped: reason })

const qs = queries(demo, 300)
const corpora: [string, SearchDocument[]][] = [
  ['demo', demo],
  ['10 × demo', tenTimes(demo)],
]
const results: Record<string, unknown>[] = []
for (const [label, docs] of corpora) results.push(await measure('MiniSearch', label, docs, qs, miniSearch))
try {
  for (const [label, docs] of corpora) results.push(await measure('SQLite FTS5', label, docs, qs, fts5))
} catch (error) {
  results.push(failed('SQLite FTS5', `failed: ${(error as Error).message}`))
}
const pgUrl = tooling.bench.pgUrl
if (!pgUrl)
  results.push(failed('PostgreSQL', 'no server given: BENCH_PG_URL is unset and DATABASE_URL is not a postgres:// URL'))
else {
  try {
    let n = 0
    for (const [label, docs] of corpora)
      results.push(await measure('PostgreSQL', label, docs, qs, (d) => postgres(pgUrl, d, `search_bench_${n++}`)))
  } catch (error) {
    results.push(failed('PostgreSQL', `failed: ${(error as Error).message}`))
  }
}
const byKind = Object.fromEntries(QUERY_KINDS.map((k) => [k, qs.filter((q) => q.kind === k).length]))
console.log(JSON.stringify({ queries: byKind, results }))
