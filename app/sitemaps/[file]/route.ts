import { validatedResponse } from '@/lib/http/validated-response'
import { parseSitemapFile, sitemapFileName } from '@/lib/sitemap/files'
import { listSitemaps, sectionSitemaps, SITEMAP_SECTIONS } from '@/lib/sitemap/sections'
import { urlsetXml } from '@/lib/sitemap/xml'

// Rebuilt when any collection's hook expires the tags its reads are cached under.
export const revalidate = 86400
// A section that grows past one file gets its next file on the first request for it.
export const dynamicParams = true

type Context = { params: Promise<{ file: string }> }

export async function generateStaticParams() {
  return (await listSitemaps()).map(({ section, n }) => ({ file: sitemapFileName(section, n) }))
}

/** One sitemap of the index (`/sitemaps/stories-1.xml`): a section's pages, or the nth part of them past the protocol's limits. */
export async function GET(_request: Request, { params }: Context) {
  const wanted = parseSitemapFile((await params).file, SITEMAP_SECTIONS)
  const entries = wanted ? (await sectionSitemaps(wanted.section))[wanted.n - 1] : undefined
  if (!entries)
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return validatedResponse(urlsetXml(entries), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
