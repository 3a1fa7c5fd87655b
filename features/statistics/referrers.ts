/** A country's or the generic ending of a site with many (`com`, `jm`, `co.uk`, `com.jm`). */
const TLD = String.raw`(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})`
const site = (name: string) => new RegExp(String.raw`(^|\.)${name}\.${TLD}$`)

/**
 * The search engines and social sites whose visitors the statistics count as entries, by the
 * referrer's host (all a cross-site referrer carries under the common `strict-origin-when-cross-
 * origin` policy): a host or any subdomain of it, under one name. Any other site counts as no
 * source, so the table holds at most this many sources.
 */
const SOURCES: readonly [name: string, pattern: RegExp][] = [
  ['google', site('google')],
  ['bing', /(^|\.)bing\.com$/],
  ['duckduckgo', /(^|\.)duckduckgo\.com$/],
  ['yahoo', site('yahoo')],
  ['ecosia', /(^|\.)ecosia\.org$/],
  ['brave search', /^search\.brave\.com$/],
  ['baidu', /(^|\.)baidu\.com$/],
  ['yandex', site('yandex')],
  ['facebook', /(^|\.)(facebook\.com|fb\.me)$/],
  ['instagram', /(^|\.)instagram\.com$/],
  ['x (twitter)', /(^|\.)(twitter\.com|x\.com|t\.co)$/],
  ['linkedin', /(^|\.)(linkedin\.com|lnkd\.in)$/],
  ['youtube', /(^|\.)(youtube\.com|youtu\.be)$/],
  ['tiktok', /(^|\.)tiktok\.com$/],
  ['whatsapp', /(^|\.)whatsapp\.com$/],
  ['reddit', /(^|\.)reddit\.com$/],
  ['pinterest', site('pinterest')],
]

export const ENTRY_SOURCES = SOURCES.map(([name]) => name)

/** The search engine or social site a referrer host belongs to, or null for any other host. */
export function entrySource(host: string): string | null {
  const bare = host.trim().toLowerCase().replace(/\.$/, '')
  for (const [name, pattern] of SOURCES) if (pattern.test(bare)) return name
  return null
}
