import { bylineJsonLd } from '@/lib/structured-data/byline'
import { absoluteUrl } from '@/lib/pages/absolute-url'
import { organizationRef, type OrganizationSettings } from '@/lib/structured-data/organization'

/**
 * schema.org Article for a feature story (or NewsArticle for a news or sports article): the byline
 * typed as a person or an organisation, the university as publisher with its logo, every URL
 * absolute from the public origin.
 */
export function articleJsonLd(
  input: {
    type?: 'Article' | 'NewsArticle'
    title: string
    description: string
    /** The page's path (or absolute URL). */
    url: string
    /** The picture's path (or absolute URL). */
    image: string | null
    author: string
    datePublished: string
    dateModified: string
  },
  settings: Pick<OrganizationSettings, 'universityName' | 'social'>,
  origin: string,
) {
  const url = absoluteUrl(origin, input.url)
  return {
    '@context': 'https://schema.org',
    '@type': input.type ?? 'Article',
    headline: input.title,
    description: input.description,
    ...(input.image ? { image: [absoluteUrl(origin, input.image)] } : {}),
    author: bylineJsonLd(input.author),
    publisher: organizationRef(settings, origin),
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  }
}
