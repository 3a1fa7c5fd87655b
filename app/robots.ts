import type { MetadataRoute } from 'next'
import { config } from '@/lib/config.mjs'

/**
 * Crawlers read every page and every public file; the admin and the rest of the API are off
 * limits. Uploaded pictures and documents live under /api (Payload serves them), so they are
 * allowed by longer, more specific rules: under the longest-match rule crawlers and link
 * unfurlers follow, a bare `Disallow: /api/` would hide every share picture and PDF.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: ['/', '/api/media/file/', '/api/documents/file/'], disallow: ['/admin', '/api/'] }],
    sitemap: `${config.serverUrl}/sitemap.xml`,
  }
}
