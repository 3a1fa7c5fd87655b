/** Keyword search (spec §2 /keywordsearch): pure matching over the curated A–Z keyword groups (full text: index/fulltext.ts). */
import { safeHref } from '@/lib/text/safe-href'

export const MAX_KEYWORD_LENGTH = 100
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')

export type PageLink = { pageName: string; pageLink: string }
export type KeywordGroup = { keyword: string; results: PageLink[] }

/**
 * Turns whatever arrives in the query string into plain search text: the first value of a
 * repeated parameter, control characters removed, whitespace collapsed, trimmed, bounded.
 */
export function normalizeKeyword(raw: unknown): string {
  const value = Array.isArray(raw) ? raw[0] : raw
  if (typeof value !== 'string') return ''
  return value
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_KEYWORD_LENGTH)
    .trim()
}

/** A single letter A–Z (either case), upper-cased; anything else is null. */
export function parseLetter(raw: unknown): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw
  if (typeof value !== 'string') return null
  const letter = value.trim().toUpperCase()
  return /^[A-Z]$/.test(letter) ? letter : null
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'for',
  'to',
  'in',
  'on',
  'at',
  'my',
  'is',
  'how',
  'do',
  'i',
  'what',
  'where',
])

/** The words of a query worth matching (two characters or more, no filler words). */
export function queryTerms(query: string): string[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && !STOP_WORDS.has(w))
  return [...new Set(words)]
}

function cleanGroup(group: KeywordGroup): KeywordGroup {
  const seen = new Set<string>()
  const results: PageLink[] = []
  for (const r of group.results) {
    const href = safeHref(r.pageLink)
    if (!href || seen.has(href)) continue
    seen.add(href)
    results.push({ pageName: r.pageName, pageLink: href })
  }
  return { keyword: group.keyword, results }
}

/**
 * Curated groups whose keyword matches the query: exact first, then keywords starting with
 * it, then containing it, then keywords the query contains (e.g. "tuition fees 2025" → "tuition").
 */
export function matchKeywordGroups(groups: KeywordGroup[], query: string): KeywordGroup[] {
  const q = fold(query)
  if (!q) return []
  const terms = queryTerms(query)
  const rank = (keyword: string): number => {
    const k = fold(keyword)
    if (k === q) return 0
    if (k.startsWith(q)) return 1
    if (k.includes(q)) return 2
    if (q.includes(k) && k.length >= 3) return 3
    if (terms.length && terms.some((t) => t.length >= 3 && k.split(/[^\p{L}\p{N}]+/u).includes(t))) return 4
    return -1
  }
  return groups
    .map((g) => ({ g, r: rank(g.keyword) }))
    .filter(({ r }) => r >= 0)
    .sort((a, b) => a.r - b.r || a.g.keyword.localeCompare(b.g.keyword))
    .map(({ g }) => cleanGroup(g))
    .filter((g) => g.results.length > 0)
}

/** Keyword groups whose keyword starts with the letter, alphabetically. */
export function groupsForLetter(groups: KeywordGroup[], letter: string): KeywordGroup[] {
  const l = letter.toLowerCase()
  return groups
    .filter((g) => fold(g.keyword).startsWith(l))
    .sort((a, b) => a.keyword.localeCompare(b.keyword))
    .map(cleanGroup)
    .filter((g) => g.results.length > 0)
}

/** The keywords /keywordsearch offers before anything is asked. */
const POPULAR_KEYWORDS = ['Admission', 'Tuition', 'Programmes', 'Calendar', 'Records', 'Financial aid']

/** The popular keywords' groups, in the groups' order. */
export function popularGroups(groups: KeywordGroup[]): KeywordGroup[] {
  return groups.filter((g) => POPULAR_KEYWORDS.includes(g.keyword))
}
