import type { Finding } from '@/lib/cms/checks/finding'
import { finding, quote } from './rules'

/** Below this Flesch reading ease a text is “difficult” (college level) for most readers. */
export const EASE_MINIMUM = 50
/** Above this many words a sentence on average, a text is hard to follow. */
export const WORDS_PER_SENTENCE_MAXIMUM = 25
/** Texts shorter than this are not scored: a few sentences give no meaningful reading level. */
export const WORDS_MINIMUM = 40

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu
/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATION =
  /(?:^|\s)(?:dr|mr|mrs|ms|prof|st|mt|no|vs|etc|e\.g|i\.e|approx|dept|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|[a-z])\.$/i

/** English syllables of a word, by the usual vowel-group heuristic (exact enough for a reading score). */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '')
  if (!w) return 0
  if (w.length <= 3) return 1
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouytd]ed|[^laeiouy]e)$/, (end) => end[0]).replace(/^y/, '')
  return Math.max(1, (trimmed.match(/[aeiouy]{1,2}/g) ?? []).length)
}

export const words = (text: string) => text.match(WORD) ?? []

/**
 * The sentences of a block of text (a paragraph, a list item): split at . ! ? and a following
 * space, except after an abbreviation or before a word in lower case (“5 p.m. on Monday”).
 */
export function sentences(text: string): string[] {
  const parts = text.split(/(?<=[.!?…]["”’)]?)\s+/)
  const out: string[] = []
  let current = ''
  parts.forEach((part, i) => {
    current = current ? `${current} ${part}` : part
    const next = parts[i + 1]
    if (next === undefined || (!ABBREVIATION.test(current) && !/^\p{Ll}/u.test(next))) {
      out.push(current.trim())
      current = ''
    }
  })
  return out.filter((s) => words(s).length > 0)
}

type Counts = { sentences: number; words: number; syllables: number }

const ease = (c: Counts) => 206.835 - 1.015 * (c.words / c.sentences) - 84.6 * (c.syllables / c.words)

export type Readability = {
  /** Flesch reading ease: 100 very easy, 60–70 plain English, below 30 very difficult. */
  ease: number
  wordsPerSentence: number
  words: number
  /** The sentence whose removal would raise the reading ease most. */
  hardest: string
}

/** Flesch reading ease and average sentence length of blocks of text (paragraphs), or null when there are no words. */
export function readability(blocks: readonly string[]): Readability | null {
  const scored = blocks.flatMap(sentences).map((sentence) => {
    const w = words(sentence)
    return { sentence, words: w.length, syllables: w.reduce((sum, one) => sum + syllables(one), 0) }
  })
  const total: Counts = {
    sentences: scored.length,
    words: scored.reduce((s, x) => s + x.words, 0),
    syllables: scored.reduce((s, x) => s + x.syllables, 0),
  }
  if (!total.words) return null
  const overall = ease(total)
  let hardest = scored[0]
  let gain = -Infinity
  for (const one of scored) {
    const rest = {
      sentences: total.sentences - 1,
      words: total.words - one.words,
      syllables: total.syllables - one.syllables,
    }
    const without = rest.sentences && rest.words ? ease(rest) - overall : -ease({ ...one, sentences: 1 })
    if (without > gain) {
      gain = without
      hardest = one
    }
  }
  return {
    ease: overall,
    wordsPerSentence: total.words / total.sentences,
    words: total.words,
    hardest: hardest.sentence,
  }
}

/** A warning when a text of some length reads as difficult or its sentences run long, quoting the sentence that hurts most. */
export function readingFindings(path: string, blocks: readonly string[]): Finding[] {
  const score = readability(blocks)
  if (!score || score.words < WORDS_MINIMUM) return []
  if (score.ease >= EASE_MINIMUM && score.wordsPerSentence <= WORDS_PER_SENTENCE_MAXIMUM) return []
  return [
    finding(
      'reading-level',
      path,
      `The text is hard to read (Flesch reading ease ${Math.round(score.ease)}, aim for ${EASE_MINIMUM} or more; ${Math.round(score.wordsPerSentence)} words a sentence on average, aim for ${WORDS_PER_SENTENCE_MAXIMUM} or fewer), most of all ${quote(score.hardest, 120)}.`,
    ),
  ]
}
