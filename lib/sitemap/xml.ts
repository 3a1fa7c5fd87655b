import { escapeXml } from '@/lib/stories/rss'

/** The Sitemaps protocol 0.9 namespace, of both a sitemap (`urlset`) and a sitemap index. */
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** A page (or a sitemap, in the index) with an absolute URL and, when known, its last change (ISO 8601). */
export type SitemapEntry = { url: string; lastModified: string | null }

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'

const lastmod = (date: string | null) => (date ? `<lastmod>${new Date(date).toISOString()}</lastmod>\n` : '')

/** One `<url>` element of a sitemap. */
export function urlXml({ url, lastModified }: SitemapEntry): string {
  return `<url>\n<loc>${escapeXml(url)}</loc>\n${lastmod(lastModified)}</url>\n`
}

/** The text around a sitemap's `<url>` elements. */
export const URLSET_OPEN = `${HEAD}<urlset xmlns="${SITEMAP_NS}">\n`
export const URLSET_CLOSE = '</urlset>\n'

/** A sitemap: the pages given, each with its last change when known. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return URLSET_OPEN + entries.map(urlXml).join('') + URLSET_CLOSE
}

/** A sitemap index: each sitemap's address, with the last change of its newest page when one is known. */
export function sitemapIndexXml(sitemaps: readonly SitemapEntry[]): string {
  const items = sitemaps.map(
    ({ url, lastModified }) => `<sitemap>\n<loc>${escapeXml(url)}</loc>\n${lastmod(lastModified)}</sitemap>\n`,
  )
  return `${HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('')}</sitemapindex>\n`
}
