import 'server-only'
import type { Metadata } from 'next'
import { config } from '@/lib/config/site.mjs'
import { getSiteSettings } from '@/lib/reads/settings'
import { generatedImagePath, shareCardMetadata, type ShareCardInput } from './share-card'

/** A CMS detail page's title, description, canonical URL and share card (a story, an article, a programme). */
export async function detailMetadata(input: Omit<ShareCardInput, 'origin' | 'siteName'>): Promise<Metadata> {
  const settings = await getSiteSettings()
  return shareCardMetadata({ ...input, origin: config.serverUrl, siteName: settings.universityName })
}

/**
 * The not-found answer's metadata: its title and a share card (a pasted mistyped link still
 * unfurls, pointing to the home page, where the page's link leads); no canonical URL (the
 * path is no page), and Next adds the noindex itself with the 404.
 */
export async function notFoundMetadata(): Promise<Metadata> {
  const { alternates: _none, ...metadata } = await detailMetadata({
    path: '/',
    title: 'Page not found',
    description: 'The page you were looking for is not here.',
    generatedImage: generatedImagePath('page', '/'),
  })
  return metadata
}
