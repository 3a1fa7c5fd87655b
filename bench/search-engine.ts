/**
 * The search engine's speed and memory, in-process (started by bench/search.mjs with
 * `node --expose-gc --import tsx`): the corpus the server indexed (the parts of its documents, as
 * kept on disk), and a corpus ten times larger made from it. For each: the index's build time and
 * memory, and the server time per query (search + highlighted extracts of one page of results,
 * what /keywordsearch does per request) over a few hundred mixed queries, typos included.
 * Prints one JSON object.
 */
import { readFileSync } from 'node:fs'
import { buildSnippet, createSearchIndex, type SearchDocument } from '../lib/search/fulltext'

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
    for (const d of docs) out.push({ ...d, id: `${d.id}#${copy}`, title: vary(d.title), headings: vary(d.headings), body: vary(d.body) })
  }
  return out
}

/** A few hundred queries like visitors': words and phrases from the pages, typos, prefixes, and words nobody wrote. */
function queries(docs: SearchDocument[], count: number): string[] {
  const rnd = random(19)
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]
  const typo = (w: string) => {
    const i = 1 + Math.floor(rnd() * (w.length - 2))
    return rnd() < 0.5 ? w.slice(0, i) + w.slice(i + 1) : w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2)
  }
  const out: string[] = []
  while (out.length < count) {
    const d = pick(docs)
    const body = words(d.body)
    const long = [...words(d.title), ...body].filter((w) => w.length >= 5)
    const kind = out.length % 6
    if (kind === 0 && words(d.title).length) out.push(words(d.title).slice(0, 3).join(' '))
    else if (kind === 1 && body.length > 4) {
      const at = Math.floor(rnd() * (body.length - 4))
      out.push(body.slice(at, at + 2 + Math.floor(rnd() * 3)).join(' '))
    } else if (kind === 2 && long.length) out.push(typo(pick(long).toLowerCase()))
    else if (kind === 3 && long.length) out.push(pick(long).slice(0, 4).toLowerCase())
    else if (kind === 4 && long.length >= 2) out.push(`${pick(long)} ${typo(pick(long))}`.toLowerCase())
    else if (kind === 5) out.push(pick(['qzxwv', 'zzyzx campus', 'xylograph', 'scolarshpis', 'tution', 'nursng', 'acomodation', 'registartion fees']))
  }
  return out
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]
const round = (n: number, digits = 2) => Number(n.toFixed(digits))

function measure(label: string, docs: SearchDocument[], qs: string[]) {
  gc!()
  const before = process.memoryUsage().heapUsed
  const started = performance.now()
  const index = createSearchIndex(docs)
  const buildMs = performance.now() - started
  gc!()
  const indexMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024

  const one = (q: string) => {
    const answer = index.search(q, { limit: 20 })
    for (const hit of answer.hits) {
      buildSnippet(hit.doc.title, hit.terms, 300)
      buildSnippet(hit.doc.body || hit.doc.headings, hit.terms)
    }
    return answer.total
  }
  for (const q of qs.slice(0, 50)) one(q) // warm-up (the JIT), as a running server is
  const times: number[] = []
  const cpuTimes: number[] = []
  let empty = 0
  for (const q of qs) {
    const t = performance.now()
    const cpu = process.cpuUsage()
    if (one(q) === 0) empty++
    const used = process.cpuUsage(cpu)
    times.push(performance.now() - t)
    cpuTimes.push((used.user + used.system) / 1000)
  }
  const sorted = [...times].sort((a, b) => a - b)
  const cpuSorted = [...cpuTimes].sort((a, b) => a - b)
  const suggestTimes: number[] = []
  for (const q of qs) {
    const prefix = q.slice(0, Math.max(2, Math.ceil(q.length * 0.6)))
    const t = performance.now()
    index.suggest(prefix, 6)
    suggestTimes.push(performance.now() - t)
  }
  const suggestSorted = suggestTimes.sort((a, b) => a - b)
  return {
    corpus: label,
    documents: docs.length,
    textMb: round(docs.reduce((n, d) => n + d.title.length + d.headings.length + d.body.length, 0) / 1024 / 1024),
    buildMs: Math.round(buildMs),
    indexMb: round(indexMb, 1),
    queries: qs.length,
    withoutResults: empty,
    medianMs: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    maxMs: round(sorted[sorted.length - 1]),
    cpuMedianMs: round(percentile(cpuSorted, 0.5)),
    cpuP95Ms: round(percentile(cpuSorted, 0.95)),
    suggestMedianMs: round(percentile(suggestSorted, 0.5)),
    suggestP95Ms: round(percentile(suggestSorted, 0.95)),
  }
}

const qs = queries(demo, 300)
const results = [measure('demo', demo, qs), measure('10 × demo', tenTimes(demo), qs)]
console.log(JSON.stringify(results))
