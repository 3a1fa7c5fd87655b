import 'server-only'
import { NextResponse, type NextRequest } from 'next/server'
import { clientAddress } from '@/lib/http/client-address'
import { createSharedRateLimiter } from '@/lib/http/shared-rate-limit'
import { KIND_NAMES, processTerm } from '../index/fulltext'
import { getSearchIndex } from '../index/site-index'
import { normalizeKeyword } from './keywords'

/** The most words a suggestion looks up: what is typed in the box, with room to spare. */
export const SUGGEST_MAX_TERMS = 6

/**
 * Suggestion requests per client address and minute: typing asks once per pause (150 ms), so a
 * visitor stays far below it; beyond it the box shows no suggestions and the form still works.
 * Shared by every instance through Redis when REDIS_URL is set, else per process.
 */
export const SUGGEST_LIMITS = { limit: 120, windowMs: 60_000 }

const limiter = createSharedRateLimiter({ name: 'search-suggest', ...SUGGEST_LIMITS })

/**
 * The words a suggestion looks up: each once, filler left out, at most SUGGEST_MAX_TERMS. Every
 * word is a prefix while typing, so each one costs a walk of the vocabulary: "co co co …" asked
 * that walk once per repetition.
 */
export function suggestionQuery(raw: string): string {
  const words = new Map<string, string>()
  for (const word of raw.match(/[\p{L}\p{N}]+/gu) ?? []) {
    const term = processTerm(word)
    if (term && !words.has(term) && words.size < SUGGEST_MAX_TERMS) words.set(term, word)
  }
  return [...words.values()].join(' ')
}

/**
 * GET /api/search/suggest?q= (app/api/search/suggest/route.ts): suggestions while typing in
 * /keywordsearch, the best few pages for the words typed so far.
 */
export async function answerSuggestions(request: NextRequest) {
  const limited = await limiter.hit(clientAddress(request.headers))
  if (!limited.allowed) {
    return NextResponse.json(
      { suggestions: [], message: 'Too many suggestion requests from this address; try again shortly.' },
      { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(limited.retryAfterSeconds) } },
    )
  }
  const q = suggestionQuery(normalizeKeyword(request.nextUrl.searchParams.get('q')))
  if (q.length < 2) return NextResponse.json({ suggestions: [] }, { headers: { 'Cache-Control': 'no-store' } })
  const started = performance.now()
  const index = await getSearchIndex()
  const found = index.suggest(q, 6)
  const ms = (performance.now() - started).toFixed(1)
  return NextResponse.json(
    { suggestions: found.map((d) => ({ title: d.title, url: d.url, kind: KIND_NAMES[d.kind] })) },
    // Short-lived: a published story shows up within a minute even in a browser that asked before.
    { headers: { 'Cache-Control': 'public, max-age=30', 'Server-Timing': `search;dur=${ms}` } },
  )
}
