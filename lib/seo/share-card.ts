import type { Metadata } from 'next'
import type { RecordPage } from '@/lib/pages/records'

/** What large share cards are drawn at (Open Graph's and X's recommended size): generated pictures and the Media `card` size. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const

/** The locale share cards declare (Jamaican English, as the pages' lang="en" is written). */
export const SHARE_LOCALE = 'en_JM'

/** A picture for a share card; `url` may be a path on this site (made absolute from the public origin). */
export type ShareImage = { url: string; width: number; height: number; alt: string }

/** What an editor set in a document's (or static page's) search and share fields; empty values mean "use the page's own". */
export type ShareOverride = { title?: string | null; description?: string | null; image?: ShareImage | null }

export type ShareCardInput = {
  /** The configured public origin (config.serverUrl), never the request's. */
  origin: string
  siteName: string
  /** The page's canonical URL path (with its query string for the spec's query-string detail URLs). */
  path: string
  title: string
  /** The home page's title stands alone (no "| NCU" from the layout's template). */
  absoluteTitle?: boolean
  description: string
  /** The page's own picture, when it has one (editors' uploads at card size). */
  image?: ShareImage | null
  /** Path of the picture generated for the page (its title, the crest and colours), used when it has none. */
  generatedImage: string
  override?: ShareOverride | null
  /** Article pages add their dates and authors. */
  article?: { publishedTime?: string; modifiedTime?: string; authors?: string[] }
}

/** The kinds of page with a generated picture (registry pages and each kind of record page), drawn by app/share-card. */
export type ShareCardKind = 'page' | RecordPage

/** Path of the picture generated for a page: a registry page by its path, a record by its key (slug or id). */
export function generatedImagePath(kind: ShareCardKind, key: string): string {
  const rest = kind === 'page' ? (key === '/' ? '' : key) : `/${encodeURIComponent(key)}`
  return `/share-card/${kind}${rest}`
}

/** An override's filled fields over another's (a record's own over its page's). */
export function mergeOverrides(
  base: ShareOverride | null | undefined,
  top: ShareOverride | null | undefined,
): ShareOverride {
  return {
    title: filled(top?.title) ?? base?.title ?? null,
    description: filled(top?.description) ?? base?.description ?? null,
    image: top?.image ?? base?.image ?? null,
  }
}

const absolute = (origin: string, url: string) => new URL(url, origin.endsWith('/') ? origin : `${origin}/`).href

const filled = (value: string | null | undefined) => (value && value.trim() ? value.trim() : undefined)

/**
 * A page's title, description, canonical URL and share card (Open Graph and X/Twitter), all URLs
 * absolute from the public origin. Next replaces a parent's `openGraph` and `twitter` with a
 * child's rather than merging them, so every page gets the whole card from here, the one place
 * that knows its common parts. An editor's override wins over the page's own title, description
 * and picture; a page without a picture gets its generated one.
 */
export function shareCardMetadata(input: ShareCardInput): Metadata {
  const title = filled(input.override?.title) ?? input.title
  const description = filled(input.override?.description) ?? input.description
  const own = input.override?.image ?? input.image ?? null
  const image: ShareImage = own
    ? { ...own, url: absolute(input.origin, own.url), alt: filled(own.alt) ?? title }
    : { url: absolute(input.origin, input.generatedImage), ...SHARE_IMAGE, alt: `${title}: ${input.siteName}` }
  const url = absolute(input.origin, input.path)
  const images = [{ url: image.url, width: image.width, height: image.height, alt: image.alt }]
  const common = { title, description, url, siteName: input.siteName, locale: SHARE_LOCALE, images }
  return {
    title: input.absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: input.path },
    openGraph: input.article ? { ...common, type: 'article', ...input.article } : { ...common, type: 'website' },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] },
  }
}
