/**
 * The site search's relevance on the corpus a server indexed (the parts it kept on disk, as
 * bench/search.mjs finds them) or on a corpus file: each query of the relevance set
 * (features/site-search/relevance/queries.ts) through the engine as the page asks it, hit at 1
 * and hit at 3, written as the "Search relevance" section of bench/RESULTS.md.
 * `node --import tsx bench/search-relevance.ts [--corpus <file.json>]`
 */
import { readFileSync } from 'node:fs'
import { createSearchIndex, type SearchDocument } from '../features/site-search/index/fulltext'
import { hitRates, rankOf, RELEVANCE_QUERIES } from '../features/site-search/relevance/queries'
import { findCorpus, writeSearchSection } from './search.mjs'

const args = process.argv.slice(2)
const at = args.indexOf('--corpus')
const given = at >= 0 ? args[at + 1] : undefined
const corpus: { file: string; value: SearchDocument[] } | null = given
  ? { file: given, value: JSON.parse(readFileSync(given, 'utf8')) }
  : findCorpus()
if (!corpus) throw new Error('no indexed corpus found: run a server of this build and search once, or give --corpus')

const index = createSearchIndex(corpus.value)
const rows = RELEVANCE_QUERIES.map(({ query, expect }) => {
  const urls = index.search(query, { limit: 20 }).hits.map((h) => h.doc.url)
  return { query, expect, rank: rankOf(urls, expect), first: urls[0] ?? '–' }
})
const { hitAt1, hitAt3 } = hitRates(rows.map((r) => r.rank))
const missed = rows.filter((r) => r.rank === null || r.rank > 3)
const md = `## Search relevance

Measured ${new Date().toISOString()} by \`bench/search-relevance.ts\` on the corpus of ${corpus.value.length} documents a server indexed (\`${corpus.file}\`): the ${rows.length} queries of \`features/site-search/relevance/queries.ts\`, each with the page a visitor means, through the engine as /keywordsearch asks it.

**hit at 1: ${hitAt1} %, hit at 3: ${hitAt3} %** (required: hit at 3 at least 95 %).

| query | page meant | its place | first result |
| --- | --- | --- | --- |
${rows.map((r) => `| ${r.query} | ${r.expect.join(' or ')} | ${r.rank ?? 'not in the first 20'} | ${r.first} |`).join('\n')}
${missed.length ? `\nNot in the first three: ${missed.map((r) => `"${r.query}"`).join(', ')}.\n` : ''}`
writeSearchSection(md, 'Search relevance')
console.log(md)
