import type { Metadata } from 'next'
import { generatedImagePath, shareCardMetadata, type ShareImage, type ShareOverride } from '@/lib/seo/share-card'
import { LEGACY_REDIRECTS, PAGES, type PagePath } from './registry'
import type { PageEntry } from './types'

export { LEGACY_REDIRECTS, PAGES } from './registry'
export type { ContentFile, PagePath } from './registry'
export type { PageEntry } from './types'

const byPath = new Map<string, PageEntry>(PAGES.map((entry) => [entry.path, entry]))

/** The registered page at exactly this path, if any. */
export function findPage(path: string): PageEntry | undefined {
  return byPath.get(path)
}

/** A page the code names by its path (the type only accepts registered paths). */
export function page(path: PagePath): PageEntry {
  return byPath.get(path)!
}

/**
 * The pages from the home page down to this one, following each page's `parent` (the breadcrumb
 * trail); empty for an unregistered path.
 */
export function breadcrumbTrail(path: string): PageEntry[] {
  const trail: PageEntry[] = []
  for (
    let entry = findPage(path);
    entry && !trail.includes(entry);
    entry = entry.parent ? findPage(entry.parent) : undefined
  )
    trail.unshift(entry)
  const home = byPath.get('/')
  if (trail.length && home && trail[0] !== home) trail.unshift(home)
  return trail
}

/** The URL search engines should index for the page. */
export const canonicalUrl = (entry: PageEntry): string => entry.canonical ?? entry.path

/** Why the sitemap and site search leave the page out, or null when they list it. */
export function unlistedReason(entry: PageEntry): string | null {
  if (entry.unlisted) return entry.unlisted
  if (canonicalUrl(entry) !== entry.path) return `the same page as ${canonicalUrl(entry)}, its canonical URL`
  return null
}

/** The pages the sitemap lists and site search finds by title and description. */
export const LISTED_PAGES: PageEntry[] = PAGES.filter((entry) => unlistedReason(entry) === null)

/** What a page's metadata is made from besides its registry entry. */
export type PageMetadataContext = {
  /** The configured public origin. */
  origin: string
  siteName: string
  /** The page's own title, description or picture when they come from content (the home page, a college). */
  own?: { title?: string; description?: string; image?: ShareImage | null }
  /** An editor's search and share override. */
  override?: ShareOverride | null
  /** What only the page knows (e.g. its feed in `alternates.types`). */
  extra?: Metadata
}

/**
 * A page's metadata from the registry: its title, description, canonical URL, share card (with
 * its generated picture unless it has its own) and noindex. lib/pages/page-metadata.ts's
 * `pageMetadata(path)` supplies the context from the site settings and the editors' overrides.
 */
export function entryMetadata(entry: PageEntry, context: PageMetadataContext): Metadata {
  const { extra = {}, own = {} } = context
  const card = shareCardMetadata({
    origin: context.origin,
    siteName: context.siteName,
    path: canonicalUrl(entry),
    title: own.title ?? entry.title,
    absoluteTitle: entry.path === '/',
    description: own.description ?? entry.description,
    image: own.image,
    generatedImage: generatedImagePath('page', entry.path),
    override: context.override,
  })
  return {
    ...card,
    ...extra,
    alternates: { ...card.alternates, ...extra.alternates },
    ...(entry.noindex ? { robots: { index: false, follow: true } } : {}),
  }
}

const byLowerCase = new Map(PAGES.map(({ path }) => [path.toLowerCase(), path]))
const legacyByLowerCase = new Map(Object.entries(LEGACY_REDIRECTS).map(([from, to]) => [from.toLowerCase(), to]))

/**
 * Where a request for `pathname` is permanently redirected: a legacy spelling's page, or the
 * canonical spelling of a known route typed in another letter case; null when the path is
 * already canonical or unknown. Legacy spellings are matched case-insensitively too.
 */
export function canonicalPath(pathname: string): string | null {
  const lower = pathname.toLowerCase()
  const legacy = legacyByLowerCase.get(lower)
  if (legacy) {
    // /undergradprograms and /gradprograms are real pages; only their capitalised forms redirect.
    if (byPath.has(pathname)) return null
    return legacy
  }
  const canonical = byLowerCase.get(lower)
  return canonical && canonical !== pathname ? canonical : null
}
