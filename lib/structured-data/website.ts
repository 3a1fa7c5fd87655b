import { absoluteUrl } from '@/lib/pages/absolute-url'
import { organizationId } from './organization'

/**
 * The site search's address with schema.org's placeholder for the words: /keywordsearch reads
 * them from `keyword` (e2e/structured-data.spec.ts follows this target and expects results).
 */
export const SEARCH_TARGET = '/keywordsearch?keyword={search_term_string}'

/** The home page's WebSite, with a SearchAction into the site search. */
export function webSiteJsonLd(name: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl(origin, '/#website'),
    name,
    url: absoluteUrl(origin, '/'),
    publisher: { '@id': organizationId(origin) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl(origin, '/') + SEARCH_TARGET.slice(1) },
      'query-input': 'required name=search_term_string',
    },
  }
}
