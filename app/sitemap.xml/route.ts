import { validatedResponse } from '@/lib/http/validated-response'
import { listSitemaps } from '@/lib/sitemap/sections'
import { sitemapIndexXml } from '@/lib/sitemap/xml'

// Rebuilt when any collection's hook expires the tags its reads are cached under.
export const revalidate = 86400

/**
 * The sitemap index robots.txt names: one sitemap per section (app/sitemaps/[file]), more where a
 * section passes the protocol's limits, each dated by its newest page. Next's `generateSitemaps`
 * serves the split sitemaps but writes no index, so both are route handlers.
 */
export async function GET() {
  const sitemaps = await listSitemaps()
  return validatedResponse(sitemapIndexXml(sitemaps.map(({ url, lastModified }) => ({ url, lastModified }))), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}
