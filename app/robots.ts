import type { MetadataRoute } from 'next'
import { config } from '@/lib/config.mjs'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] }],
    sitemap: `${config.serverUrl}/sitemap.xml`,
  }
}
