import type { Finding } from '@/lib/cms/checks/finding'
import { finding, quote } from './rules'

/** Link text that says nothing about where it leads (WCAG 2.4.4), compared without case or punctuation. */
const SAYS_NOTHING = new Set([
  'click here',
  'click',
  'here',
  'click this',
  'read more',
  'read on',
  'more',
  'learn more',
  'find out more',
  'more info',
  'more information',
  'this link',
  'link',
  'this',
  'this page',
  'details',
  'go',
  'continue',
  'see more',
  'view',
  'view more',
])

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()

/** An address shown as the link's words (`https://…`, `www.…`, `example.edu/page`). */
const BARE_URL = /^(?:https?:\/\/|www\.)\S+$|^[\w-]+(?:\.[\w-]+)+\/\S*$/i

/**
 * The words of a link: none (an error), words that say nothing of where it leads such as
 * “click here” (an error), or a bare address (a warning). `url` is where it leads, to name it.
 */
export function linkTextFindings(path: string, text: string, url?: string): Finding[] {
  const words = text.replace(/\s+/g, ' ').trim()
  if (!words) return [finding('link-empty', path, `A link${url ? ` to ${url}` : ''} has no text.`)]
  if (SAYS_NOTHING.has(normalised(words)))
    return [finding('link-vague', path, `The link text ${quote(words)} does not say where it leads.`)]
  if (BARE_URL.test(words)) return [finding('link-bare-url', path, `The link text ${quote(words)} is a bare address.`)]
  return []
}
