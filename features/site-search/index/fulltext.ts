import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch'
import SearchableMap from 'minisearch/SearchableMap'
import { SYNONYMS } from './synonyms'

/**
 * Full-text site search: one in-memory MiniSearch index over every public page and record
 * (gathered by sources/, one module per kind). Pure: documents in, ranked hits out.
 *
 * Matching: every word of the query must match (typos of one letter in five forgiven, the last
 * word also as a prefix, so "nurs" finds Nursing as it is typed); when no page holds them all,
 * pages holding some of them follow. A word of the synonym map (synonyms.ts) also matches its
 * synonyms ("dorm" finds the residence halls).
 *
 * Ranking, so that the page about a thing comes before the pages that mention it (see `rank`):
 * first the documents whose title or headings (which hold a page's table headers and definition
 * terms too) hold the query's words, then those holding its words as a phrase (adjacent, in
 * order), then by score: a word in the title counts more than one in a heading, which counts more
 * than one in the body (field boosts, BM25 within each field).
 */

export const SEARCH_KINDS = [
  'page',
  'programme',
  'college',
  'story',
  'news',
  'event',
  'job',
  'department',
  'document',
] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export const KIND_LABELS: Record<SearchKind, string> = {
  page: 'Pages',
  programme: 'Programmes',
  college: 'Colleges',
  story: 'Stories',
  news: 'News and sports',
  event: 'Events',
  job: 'Jobs',
  department: 'Departments and offices',
  document: 'Documents',
}

/** One result's kind, as its label says it. */
export const KIND_NAMES: Record<SearchKind, string> = {
  page: 'Page',
  programme: 'Programme',
  college: 'College',
  story: 'Story',
  news: 'News',
  event: 'Event',
  job: 'Job',
  department: 'Office',
  document: 'Document',
}

export type SearchDocument = {
  /** Unique across kinds, e.g. `story:nursing-graduates`. */
  id: string
  kind: SearchKind
  title: string
  /** Section headings, department and college names: what a page is about, short of its title. */
  headings: string
  body: string
  /** Where the result leads: our own path or the file's address. */
  url: string
}

export type SearchHit = {
  doc: SearchDocument
  score: number
  /** index terms that matched (folded), for highlighting */ terms: string[]
}

export type SearchAnswer = {
  hits: SearchHit[]
  /** Matches of each kind before the kind filter, for the filter links. */
  counts: Partial<Record<SearchKind, number>>
  total: number
  /** A nearby spelling that finds something, offered when the query finds nothing. */
  suggestion: string | null
}

/** Field weights: titles above headings above body. */
export const FIELD_BOOSTS = { title: 6, headings: 2.5, body: 1 } as const

/** The fields that say what a document is about, rather than mention things in passing. */
const DEFINING_FIELDS = ['title', 'headings']

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'its',
  'my',
  'of',
  'on',
  'or',
  'our',
  'that',
  'the',
  'this',
  'to',
  'was',
  'we',
  'what',
  'where',
  'which',
  'with',
  'you',
  'your',
])

/** Lower case without accents: "Éducation" and "education" are one word. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/** The indexed form of a word, or null for words not worth indexing (filler, lone letters). */
export function processTerm(term: string): string | null {
  const t = fold(term)
  if (t.length < 2 && !/\d/.test(t)) return null
  return STOP_WORDS.has(t) ? null : t
}

/** Words: runs of letters and digits (apostrophes and hyphens split, as in the index). */
const WORD = /[\p{L}\p{N}]+/gu

/** Allowed typos: one in a word of four to nine letters, two from ten; none in shorter words. */
const fuzzyFor = (term: string) => (term.length >= 10 ? 0.2 : term.length >= 4 ? 1 : false)

/**
 * Suggestions take every word as a prefix, but only from three letters: a shorter one ("co")
 * stands for a large share of the vocabulary, and looking it up costs accordingly.
 */
const SUGGEST_PREFIX_MIN_LENGTH = 3

const searchOptions = (prefixAll: boolean): SearchOptions => ({
  boost: { ...FIELD_BOOSTS },
  fuzzy: (term) => fuzzyFor(term),
  maxFuzzy: 2,
  prefix: (term, i, terms) =>
    prefixAll ? term.length >= SUGGEST_PREFIX_MIN_LENGTH : term.length >= 2 && i === terms.length - 1,
  weights: { fuzzy: 0.4, prefix: 0.6 },
  processTerm,
})

export type SiteSearchIndex = {
  search(query: string, options?: { kind?: SearchKind | null; limit?: number; offset?: number }): SearchAnswer
  /** Titles for the suggestions shown while typing: every word of three letters or more may be a prefix. */
  suggest(query: string, limit?: number): SearchDocument[]
  readonly size: number
  /**
   * Makes `documents` the whole of one part of the index (what one group of sources gives, e.g.
   * the stories): documents of that part no longer given leave the index, documents whose content
   * changed are replaced, new ones are added, and the unchanged ones and every other part are left
   * as they are. The index then answers as one built afresh from all parts would. Ids are unique
   * across parts (each carries its kind); a document whose id another part holds is left out.
   */
  setPart(part: string, documents: readonly SearchDocument[]): IndexChange
  /**
   * `setPart`, taking documents out and adding them a few milliseconds' work at a time, letting the
   * server answer other requests between: tens of thousands of records' documents added at once
   * held the event loop for tens of seconds (bench/VOLUME-RESULTS.md, 100x). Parts set this way at
   * once take their turns one after another, so that their slices never add up within one turn
   * of the event loop.
   */
  setPartInChunks(part: string, documents: readonly SearchDocument[]): Promise<IndexChange>
}

/**
 * How long documents are added or taken out before the event loop gets a turn: short against a
 * page's render, long against the turn itself. A count of documents would not do: a story's body
 * is a hundred times a directory entry's.
 */
export const INDEX_SLICE_MS = 10

/**
 * How many documents' folded text the phrase check keeps: the results of the last queries, not a
 * second copy of every body in the index (at 100x the demo, tens of megabytes that only grew with
 * varied queries).
 */
export const FOLDED_KEPT = 2_000

/** The next turn of the event loop, after the I/O and timers waiting for it. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** What one `setPart` did, by number of documents. */
export type IndexChange = { added: number; replaced: number; removed: number; unchanged: number }

const sameContent = (a: SearchDocument, b: SearchDocument) =>
  a.kind === b.kind && a.title === b.title && a.headings === b.headings && a.body === b.body && a.url === b.url

/** An index of `documents` (one part, ''), to which parts can be set (see `setPart`). */
export function createSearchIndex(documents: readonly SearchDocument[] = []): SiteSearchIndex {
  const byId = new Map<string, SearchDocument>()
  const partOf = new Map<string, string>()
  const idsOf = new Map<string, Set<string>>()
  // Every indexed word with how often it occurs: where "did you mean" looks for spellings. Counted
  // as MiniSearch processes each word, up when a document is added, down when one is removed.
  const vocabulary = new SearchableMap<number>()
  let counting: 1 | -1 = 1
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'headings', 'body'],
    storeFields: [],
    processTerm: (term) => {
      const t = processTerm(term)
      if (t) {
        const n = (vocabulary.get(t) ?? 0) + counting
        if (n > 0) vocabulary.set(t, n)
        else vocabulary.delete(t)
      }
      return t
    },
    searchOptions: searchOptions(false),
    // Documents are removed with their content (`remove`), never discarded, so there is nothing to vacuum.
    autoVacuum: false,
  })
  /**
   * `remove` rather than `discard`: it takes each word's posting out at once, so word frequencies,
   * and so scores, are those of an index built afresh (a discarded document's postings linger
   * until vacuumed, and count towards the words' rarity meanwhile); it needs the document as it
   * was indexed, which `byId` keeps.
   */
  let forgetFolded: (id: string) => void = () => {}
  const remove = (doc: SearchDocument) => {
    forgetFolded(doc.id)
    counting = -1
    try {
      index.remove(doc)
    } finally {
      counting = 1
    }
  }

  /**
   * Compares a part's documents with those the index holds: what to take out (the documents no
   * longer given, and the old content of those changed) and what to add. The bookkeeping (`byId`,
   * `partOf`, `idsOf`) is brought up to date at once; the index itself by `remove` and `add`.
   */
  const changePart = (part: string, documents: readonly SearchDocument[]) => {
    const given = new Map<string, SearchDocument>()
    for (const doc of documents) if (!given.has(doc.id) && (partOf.get(doc.id) ?? part) === part) given.set(doc.id, doc)
    const change: IndexChange = { added: 0, replaced: 0, removed: 0, unchanged: 0 }
    const toRemove: SearchDocument[] = []
    for (const id of idsOf.get(part) ?? []) {
      if (given.has(id)) continue
      toRemove.push(byId.get(id)!)
      byId.delete(id)
      partOf.delete(id)
      change.removed++
    }
    const toAdd: SearchDocument[] = []
    for (const [id, doc] of given) {
      const current = byId.get(id)
      if (current && sameContent(current, doc)) {
        change.unchanged++
        continue
      }
      if (current) {
        toRemove.push(current)
        change.replaced++
      } else change.added++
      byId.set(id, doc)
      partOf.set(id, part)
      toAdd.push(doc)
    }
    idsOf.set(part, new Set(given.keys()))
    return { change, toRemove, toAdd }
  }
  const setPart = (part: string, documents: readonly SearchDocument[]): IndexChange => {
    const { change, toRemove, toAdd } = changePart(part, documents)
    for (const doc of toRemove) remove(doc)
    index.addAll(toAdd)
    return change
  }
  /** The part being set in slices, if any: the next one waits for it (see `setPartInChunks`). */
  let slicing: Promise<unknown> = Promise.resolve()
  const setPartInSlices = async (part: string, documents: readonly SearchDocument[]): Promise<IndexChange> => {
    const { change, toRemove, toAdd } = changePart(part, documents)
    let sliceStart = performance.now()
    const work = [...toRemove.map((doc) => () => remove(doc)), ...toAdd.map((doc) => () => index.add(doc))]
    for (const step of work) {
      if (performance.now() - sliceStart >= INDEX_SLICE_MS) {
        await nextTurn()
        sliceStart = performance.now()
      }
      step()
    }
    return change
  }
  const setPartInChunks = (part: string, documents: readonly SearchDocument[]): Promise<IndexChange> => {
    const turn = slicing.then(() => setPartInSlices(part, documents))
    slicing = turn.catch(() => {})
    return turn
  }
  setPart('', documents)

  const run = (query: Query, prefixAll: boolean): SearchResult[] => {
    const options = searchOptions(prefixAll)
    const all = index.search(query, { ...options, combineWith: 'AND' })
    return all.length ? all : index.search(query, { ...options, combineWith: 'OR' })
  }

  /**
   * Folded text of the documents whose phrases were looked for last (a Map keeps insertion order:
   * the first key is the one used longest ago), while the document is in the index.
   */
  const foldedText = new Map<string, { defining: string; body: string }>()
  const folded = (doc: SearchDocument) => {
    let text = foldedText.get(doc.id)
    if (text) foldedText.delete(doc.id)
    else text = { defining: fold(`${doc.title} · ${doc.headings}`), body: fold(doc.body) }
    foldedText.set(doc.id, text)
    if (foldedText.size > FOLDED_KEPT) foldedText.delete(foldedText.keys().next().value!)
    return text
  }
  forgetFolded = (id) => foldedText.delete(id)

  /**
   * The results in the order a visitor looks for: a document whose title or headings hold every
   * word of the query (a word or one of its synonyms) before one that holds some, which comes
   * before one that only mentions them in its body; the query's words as a phrase before the same
   * words scattered (in the title or headings before in the body); then by score. The tiers add
   * up with weights larger than the score, scaled to at most 1, can make up, so a tier is never
   * outweighed by the score: defining fields 2.2 times the share of words they hold, a phrase in
   * them 2, a phrase in the body 1.1 (below what the defining fields add for all words).
   */
  const rank = (results: SearchResult[], words: QueryWord[], tree: Query): SearchResult[] => {
    if (results.length < 2 || !words.length) return results
    const defining = new Map<string, Set<string>>()
    // Only the results' own titles and headings matter: a document outside them is skipped as
    // MiniSearch scores each word (a boost of 0), rather than gathered and sorted for nothing (at
    // 100x the demo, "computer science" matched 7,000 titles and headings for 1,900 results).
    const ids = new Set(results.map((r) => r.id as string))
    const definingOptions = {
      ...searchOptions(false),
      fields: DEFINING_FIELDS,
      combineWith: 'OR',
      boostDocument: (id: unknown) => (ids.has(id as string) ? 1 : 0),
    } satisfies SearchOptions
    for (const r of index.search(tree, definingOptions)) defining.set(r.id as string, new Set(r.queryTerms))
    const phrase = words.length > 1 ? phraseOf(words.map((w) => w.term)) : null
    const top = results.reduce((max, r) => Math.max(max, r.score), 0) || 1
    const keyed = results.map((r) => {
      const inDefining = defining.get(r.id as string)
      const held = inDefining ? words.filter((w) => w.alternatives.some((a) => inDefining.has(a))).length : 0
      let tier = (2.2 * held) / words.length
      const doc = byId.get(r.id as string)
      // Only a document holding every word unchanged can hold them as a phrase.
      if (phrase && doc && words.every((w) => r.terms.includes(w.term))) {
        const text = folded(doc)
        if (holdsPhrase(text.defining, phrase)) tier += 2
        else if (holdsPhrase(text.body, phrase)) tier += 1.1
      }
      return { r, key: tier + r.score / top }
    })
    keyed.sort((a, b) => b.key - a.key)
    return keyed.map((k) => k.r)
  }

  return {
    get size() {
      return byId.size
    },
    setPart,
    setPartInChunks,
    search(query, { kind = null, limit = 20, offset = 0 } = {}) {
      const words = queryWords(query)
      const tree = withSynonyms(query, words)
      const results = words.length ? rank(run(tree, false), words, tree) : []
      const counts: Partial<Record<SearchKind, number>> = {}
      const hits: SearchHit[] = []
      for (const r of results) {
        const doc = byId.get(r.id as string)
        if (!doc) continue
        counts[doc.kind] = (counts[doc.kind] ?? 0) + 1
        if (!kind || doc.kind === kind) hits.push({ doc, score: r.score, terms: r.terms })
      }
      const suggestion = results.length ? null : didYouMean(index, vocabulary, query)
      return { hits: hits.slice(offset, offset + limit), counts, total: hits.length, suggestion }
    },
    suggest(query, limit = 6) {
      if (!query.trim()) return []
      return run(query, true)
        .slice(0, limit)
        .map((r) => byId.get(r.id as string))
        .filter((d): d is SearchDocument => d !== undefined)
    },
  }
}

/** A word of the query as indexed, and what it matches: itself and its synonyms' words. */
type QueryWord = { term: string; alternatives: string[] }

/** The query's words worth looking up, in order (filler words left out), each with its synonyms. */
function queryWords(query: string): QueryWord[] {
  const words: QueryWord[] = []
  for (const word of query.match(WORD) ?? []) {
    const term = processTerm(word)
    if (!term) continue
    const synonyms = (SYNONYMS[term] ?? []).flatMap((s) => s.match(WORD) ?? []).map(processTerm)
    words.push({ term, alternatives: [term, ...synonyms.filter((s): s is string => s !== null)] })
  }
  return words
}

/**
 * The query as MiniSearch takes it: the query itself when no word has synonyms (so typing,
 * prefixes and typos work as ever), else each word a query of its own, alone or any of it and its
 * synonyms, the last one also as a prefix.
 */
function withSynonyms(query: string, words: QueryWord[]): Query {
  if (words.every((w) => w.alternatives.length === 1)) return query
  return {
    queries: words.map((w, i) => ({
      // A synonym of several words ("grade point average") matches only with all of them.
      queries: [w.term, ...(SYNONYMS[w.term] ?? []).map((s): Query => ({ queries: [s], combineWith: 'AND' }))],
      combineWith: 'OR',
      prefix: (term: string) => i === words.length - 1 && term.length >= 2,
    })),
  }
}

/** What may separate the words of a phrase: spaces and punctuation, and the filler words and lone letters the index leaves out; never "·", which parts one heading from the next. */
const GAP = `[^\\p{L}\\p{N}·]+(?:(?:${[...STOP_WORDS].join('|')}|\\p{L})[^\\p{L}\\p{N}·]+)*`
const WORD_CHAR = /[\p{L}\p{N}]/u

type Phrase = { first: string; rest: RegExp }

/** The query's words adjacent and in order, as whole words (to be looked for in folded text). */
function phraseOf(terms: string[]): Phrase {
  const escaped = terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return {
    first: terms[0],
    rest: new RegExp(
      `${escaped
        .slice(1)
        .map((t) => GAP + t)
        .join('')}(?![\\p{L}\\p{N}])`,
      'uy',
    ),
  }
}

/**
 * Whether `text` holds the phrase: each whole-word occurrence of its first word, found by
 * `indexOf`, is followed by the others (a sticky expression from there); far quicker on long
 * bodies than one expression tried at every position.
 */
function holdsPhrase(text: string, { first, rest }: Phrase): boolean {
  for (let at = text.indexOf(first); at >= 0; at = text.indexOf(first, at + 1)) {
    if (at > 0 && WORD_CHAR.test(text[at - 1])) continue
    rest.lastIndex = at + first.length
    if (rest.test(text)) return true
  }
  return false
}

/**
 * A spelling close to the query that the index holds, when the query itself finds nothing: each
 * word replaced by the nearest indexed word, with more typos allowed than the search forgives (up
 * to a third of the word), the most frequent of equally near ones; offered only if it finds something.
 */
function didYouMean(
  index: MiniSearch<SearchDocument>,
  vocabulary: SearchableMap<number>,
  query: string,
): string | null {
  const corrected: string[] = []
  let changed = false
  for (const word of query.match(WORD) ?? []) {
    const term = processTerm(word)
    if (!term) continue
    if (term.length < 4 || vocabulary.has(term)) {
      corrected.push(term)
      continue
    }
    let best: { word: string; distance: number; count: number } | null = null
    for (const [candidate, [count, distance]] of vocabulary.fuzzyGet(term, Math.min(3, Math.floor(term.length / 3)))) {
      if (!best || distance < best.distance || (distance === best.distance && count > best.count))
        best = { word: candidate, distance, count }
    }
    if (best) changed = true
    corrected.push(best?.word ?? term)
  }
  if (!changed) return null
  const suggestion = corrected.join(' ')
  return index.search(suggestion, { ...searchOptions(false), combineWith: 'AND' }).length ? suggestion : null
}

export type SnippetPart = { text: string; match: boolean }

/**
 * A short extract of `text` around the first of the matched words, as plain parts (matched words
 * marked), so the page renders it as text and nothing in it is ever read as HTML. Cut at word
 * boundaries, with an ellipsis where the text goes on.
 */
export function buildSnippet(text: string, terms: readonly string[], maxLength = 200): SnippetPart[] {
  const source = text.replace(/\s+/g, ' ').trim()
  if (!source) return []
  const wanted = new Set(terms.map(fold))
  const matches: { start: number; end: number }[] = []
  for (const m of source.matchAll(WORD)) {
    if (wanted.has(fold(m[0]))) matches.push({ start: m.index, end: m.index + m[0].length })
  }
  let start = 0
  if (matches.length && matches[0].end > maxLength - 20) {
    start = Math.max(0, matches[0].start - Math.floor(maxLength / 3))
    const space = source.indexOf(' ', start)
    if (space >= 0 && space < matches[0].start) start = space + 1
  }
  let end = Math.min(source.length, start + maxLength)
  if (end < source.length) {
    const space = source.lastIndexOf(' ', end)
    if (space > start) end = space
  }
  const parts: SnippetPart[] = []
  const push = (text: string, match: boolean) => {
    if (!text) return
    const last = parts[parts.length - 1]
    if (last && last.match === match) last.text += text
    else parts.push({ text, match })
  }
  if (start > 0) push('…', false)
  let at = start
  for (const m of matches) {
    if (m.start < start || m.end > end) continue
    push(source.slice(at, m.start), false)
    push(source.slice(m.start, m.end), true)
    at = m.end
  }
  push(source.slice(at, end), false)
  if (end < source.length) push('…', false)
  return parts
}

/** Parses the kind filter of the query string; anything unknown is no filter. */
export function parseKind(raw: unknown): SearchKind | null {
  const value = Array.isArray(raw) ? raw[0] : raw
  return typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value) ? (value as SearchKind) : null
}
