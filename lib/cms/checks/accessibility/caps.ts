import type { Finding } from '@/lib/cms/checks/finding'
import { finding, quote } from './rules'

/**
 * A paragraph or title written in capitals: two or more words, at least eight letters, none of them
 * lower case (an acronym alone, “NCU”, is not flagged). `what` names it (“The title”, “A paragraph”).
 */
export function capsFindings(path: string, text: string, what: string): Finding[] {
  const letters = text.match(/\p{L}/gu) ?? []
  const words = text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w))
  if (letters.length < 8 || words.length < 2) return []
  if (/\p{Ll}/u.test(text) || !/\p{Lu}/u.test(text)) return []
  return [finding('all-caps', path, `${what} ${quote(text, 40)} is in capitals.`)]
}
