import type { MetadataRoute } from 'next'
// The function Next renders a metadata robots.ts with: app/robots.txt/route.ts serves the same text, with validators.
import { resolveRouteData } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data'
import { config } from '@/lib/config/site.mjs'

/**
 * Crawlers read every page and every public file; the admin and the rest of the API are off
 * limits. Rules match by prefix, so the admin is named as `/admin` exactly (`$` ends a pattern),
 * with a query, or with anything below it: a bare `Disallow: /admin` would also hide the public
 * page /adminunits. Uploaded pictures and documents, and the calendar files people subscribe to,
 * live under /api, so they are allowed by longer, more specific rules: under the longest-match
 * rule crawlers and link unfurlers follow, a bare `Disallow: /api/` would hide every share
 * picture, PDF and .ics file. The sitemap named is the index (app/sitemap.xml), which lists the
 * sitemaps under /sitemaps/.
 */
export function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: ['/', '/api/media/file/', '/api/documents/file/', '/api/calendar/*.ics$'],
        disallow: ['/admin$', '/admin?', '/admin/', '/api/'],
      },
    ],
    sitemap: `${config.serverUrl}/sitemap.xml`,
  }
}

/** robots.txt as crawlers read it. */
export const robotsTxt = () => resolveRouteData(robots(), 'robots')
