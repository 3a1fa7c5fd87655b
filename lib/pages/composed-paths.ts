import { LEGACY_REDIRECTS, PAGES } from './registry'
import { RECORD_PAGES } from './records'
import type { PageEntry } from './types'

/**
 * Which paths a page an editor composes in the CMS (the `pages` collection) may take: any path
 * the site does not already own. Pure, so the collection's validation, its unit tests and the
 * catch-all route agree.
 */

/** At most this many segments and characters: a site path a person can read and type. */
export const COMPOSED_PATH_LIMITS = { segments: 4, length: 120 }

/** Lower-case words of letters and digits joined by single hyphens, in one to four segments. */
const FORMAT = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/

/**
 * The top-level names under app/ that are not public pages (Payload's admin and REST API, our
 * route handlers, feeds, sitemaps, share cards, robots and icons) and Next's own assets.
 * lib/pages/composed-paths.test.ts checks this against the folders and files of app/.
 */
export const RESERVED_SEGMENTS = [
  'admin',
  'api',
  '_next',
  'feeds',
  'sitemaps',
  'share-card',
  'sitemap.xml',
  'robots.txt',
  'logo.png',
] as const

const entries: readonly PageEntry[] = PAGES

/**
 * The first segments served by a route folder of app/(site) (every registry page that is not MDX):
 * the folder may hold routes beneath it (`/news/<slug>`, `/careers/archive/2`), so the whole
 * address space under it belongs to the code. MDX pages are served by the catch-all, which has
 * room for composed pages beneath them (`/generaladmission/open-day`).
 */
const CODE_PREFIXES = new Map(
  entries
    .filter((entry) => !entry.content && entry.path !== '/')
    .map((entry) => [entry.path.slice(1).split('/')[0].toLowerCase(), entry] as const),
)

const registryByPath = new Map(entries.map((entry) => [entry.path.toLowerCase(), entry]))
const legacy = new Map(Object.entries(LEGACY_REDIRECTS).map(([from, to]) => [from.toLowerCase(), to]))
/** The record pages' route folders (`news` → the news article pages); read on use, as records.ts imports this module. */
const recordPageUnder = (first: string) => RECORD_PAGES.find((page) => page.route.slice(1).toLowerCase() === first)

/**
 * Why a composed page may not take `path`, as a sentence for the editor, or null when it may.
 * Paths are compared in any letter case: the proxy sends another case of a registered path to it.
 */
export function composedPathProblem(path: unknown): string | null {
  if (typeof path !== 'string' || path === '') return 'Give the page an address, e.g. /homecoming-2027.'
  if (!path.startsWith('/')) return 'An address starts with a slash, e.g. /homecoming-2027.'
  if (path === '/')
    return 'The home page is the site’s own; give the page an address of its own, e.g. /homecoming-2027.'
  if (path.length > COMPOSED_PATH_LIMITS.length)
    return `An address has at most ${COMPOSED_PATH_LIMITS.length} characters.`
  const segments = path.slice(1).split('/')
  const first = segments[0].toLowerCase()
  if ((RESERVED_SEGMENTS as readonly string[]).includes(first))
    return `Addresses under /${first} are reserved for the site’s own services.`
  if (segments.some((s) => s.includes('.')))
    return 'An address with a file extension (a dot) is reserved for files; leave the dot out.'
  if (!FORMAT.test(path))
    return 'Use lower-case letters, digits and single hyphens between slashes, with no slash at the end, e.g. /research/centre-for-climate.'
  if (segments.length > COMPOSED_PATH_LIMITS.segments)
    return `An address has at most ${COMPOSED_PATH_LIMITS.segments} segments.`
  const registered = registryByPath.get(path)
  if (registered) return `The site’s page “${registered.title}” is at ${registered.path}; choose another address.`
  const legacyTarget = legacy.get(path)
  if (legacyTarget) return `${path} is an older address that leads to ${legacyTarget}; choose another address.`
  const recordPage = recordPageUnder(first)
  if (recordPage)
    return `Addresses under ${recordPage.route} are the pages of each ${recordPage.noun}; choose another address.`
  const codePage = CODE_PREFIXES.get(first)
  if (codePage)
    return `Addresses under ${codePage.path} belong to the site’s page “${codePage.title}”; choose another address.`
  return null
}

/**
 * The registered page a composed page sits under (its breadcrumb parent): the registry page at the
 * longest leading part of its path, e.g. /generaladmission for /generaladmission/open-day.
 */
export function composedPathParent(path: string): PageEntry | undefined {
  const segments = path.slice(1).split('/')
  for (let n = segments.length - 1; n > 0; n--) {
    const found = registryByPath.get('/' + segments.slice(0, n).join('/').toLowerCase())
    if (found) return found
  }
  return undefined
}
