import 'server-only'
import type { Metadata } from 'next'
import { config } from '@/lib/config.mjs'
import { getSiteSettings } from '@/lib/reads/settings'
import { shareCardMetadata, type ShareCardInput } from './share-card'

/** A CMS detail page's title, description, canonical URL and share card (a story, an article, a programme). */
export async function detailMetadata(input: Omit<ShareCardInput, 'origin' | 'siteName'>): Promise<Metadata> {
  const settings = await getSiteSettings()
  return shareCardMetadata({ ...input, origin: config.serverUrl, siteName: settings.universityName })
}
