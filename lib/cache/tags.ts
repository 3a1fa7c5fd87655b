/**
 * Cache tags, typed and derived from Payload's own collection and global slugs.
 *
 * A cached read (lib/reads) is tagged with every collection and global whose data it returns,
 * relations followed (a story read at depth 1 also returns its cover from `media`); each shown
 * collection's and global's hooks (lib/cms/hooks/revalidate.ts) expire that same tag on every
 * save. So a save anywhere reaches every page that shows it. This module is the only place tag
 * strings are made.
 *
 * Tags:
 * - `<collection slug>` / `<global slug>`: everything read from it (`stories`, `media`, `home-page`)
 * - `<collection slug>:<key>`: one record, for the collections in RECORD_KEYS (`stories:<slug>`, `colleges:<code>`,
 *   `pages:/about/team`)
 */
import type { CollectionSlug, GlobalSlug } from 'payload'

/**
 * Every collection, `shown` on public pages or `private` (never read by a page, so no cache tag
 * and no hook). The type makes a new collection fail to compile until it is declared here;
 * lib/cache/coverage.test.ts checks the Payload config against it (hooks on every shown one).
 */
export const COLLECTIONS = {
  banners: 'shown',
  stories: 'shown',
  articles: 'shown',
  'upcoming-events': 'shown',
  'sports-houses': 'shown',
  'donation-campaigns': 'shown',
  programmes: 'shown',
  colleges: 'shown',
  departments: 'shown',
  minors: 'shown',
  jobs: 'shown',
  'calendar-events': 'shown',
  'calendar-downloads': 'shown',
  'directory-entries': 'shown',
  'office-hours': 'shown',
  'keyword-groups': 'shown',
  'promoted-results': 'shown',
  'page-seo': 'shown',
  media: 'shown',
  documents: 'shown',
  redirects: 'shown',
  alerts: 'shown',
  pages: 'shown',
  forms: 'shown',
  'information-requests': 'private',
  'form-submissions': 'private',
  'visit-bookings': 'private',
  'visit-places': 'private',
  users: 'private',
  'verification-uses': 'private',
  'audit-log': 'private',
  'search-queries': 'private',
  'page-statistics': 'private',
  'wordpress-imports': 'private',
  // Payload's own bookkeeping.
  'payload-kv': 'private',
  'payload-jobs': 'private',
  'payload-locked-documents': 'private',
  'payload-preferences': 'private',
  'payload-migrations': 'private',
} as const satisfies Record<CollectionSlug, 'shown' | 'private'>

/** Every global, like COLLECTIONS. */
export const GLOBALS = {
  'site-settings': 'shown',
  'home-page': 'shown',
  // Payload's own: when scheduled jobs last ran.
  'payload-jobs-stats': 'private',
} as const satisfies Record<GlobalSlug, 'shown' | 'private'>

type ShownKeys<T> = { [K in keyof T]: T[K] extends 'shown' ? K : never }[keyof T]

export type ShownCollection = ShownKeys<typeof COLLECTIONS>
export type ShownGlobal = ShownKeys<typeof GLOBALS>
/** A collection or global whose data pages show: what a read includes, what a hook expires. */
export type Source = ShownCollection | ShownGlobal

const shown = <T extends Record<string, string>>(table: T) =>
  Object.keys(table).filter((k) => table[k] === 'shown') as ShownKeys<T>[]

export const SHOWN_COLLECTIONS: readonly ShownCollection[] = shown(COLLECTIONS)
export const SHOWN_GLOBALS: readonly ShownGlobal[] = shown(GLOBALS)
export const SOURCES: readonly Source[] = [...SHOWN_COLLECTIONS, ...SHOWN_GLOBALS]

/**
 * What each shown collection's records point to (upload, relationship and join fields), so a read
 * at depth n includes what Payload populates. coverage.test.ts checks this against the Payload config.
 */
export const RELATIONS: Record<Source, readonly Source[]> = {
  banners: ['media'],
  stories: ['media', 'colleges', 'forms'],
  articles: ['media'],
  'upcoming-events': ['media'],
  'sports-houses': ['media'],
  'donation-campaigns': [],
  programmes: ['departments', 'media'],
  colleges: ['media', 'departments'],
  departments: ['colleges', 'media'],
  minors: ['departments'],
  jobs: ['media'],
  'calendar-events': [],
  'calendar-downloads': ['documents'],
  'directory-entries': [],
  'office-hours': [],
  'keyword-groups': [],
  'promoted-results': [],
  'page-seo': ['media'],
  media: [],
  documents: [],
  redirects: [],
  alerts: [],
  pages: ['media', 'documents', 'forms'],
  forms: [],
  'site-settings': [],
  'home-page': [],
}

/** The collections whose reads tag single records, and the field that names a record. */
export const RECORD_KEYS = {
  stories: 'slug',
  articles: 'slug',
  programmes: 'slug',
  'donation-campaigns': 'slug',
  colleges: 'code',
  pages: 'path',
} as const satisfies Partial<Record<ShownCollection, string>>

export type RecordCollection = keyof typeof RECORD_KEYS
export type SourceTag = Source
export type RecordTag = `${RecordCollection}:${string}`
export type CacheTag = SourceTag | RecordTag

/** A record key as it may appear in a tag: what slugs and codes are made of. */
const RECORD_KEY = /^[A-Za-z0-9._~-]{1,200}$/
/** A path key (a composed page's address): segments of what slugs are made of. */
const PATH_KEY = /^(?:\/[A-Za-z0-9._~-]+){1,8}$/

/** The tag of everything read from a collection or global. */
export function sourceTag(source: Source): SourceTag {
  return source
}

/** The tag of one record (`stories:<slug>`, `colleges:<code>`, `pages:<path>`), or null for a key that cannot name one. */
export function recordTag(collection: RecordCollection, key: string | null | undefined): RecordTag | null {
  if (!key || key.length > 200) return null
  return (RECORD_KEYS[collection] === 'path' ? PATH_KEY : RECORD_KEY).test(key) ? `${collection}:${key}` : null
}

/** `source` and every source it reaches through its relations within `depth` levels (Payload's depth). */
export function withRelations(source: Source, depth: number): Source[] {
  const found = new Set<Source>([source])
  let frontier: Source[] = [source]
  for (let level = 0; level < depth; level++) {
    frontier = frontier.flatMap((s) => RELATIONS[s]).filter((s) => !found.has(s))
    for (const s of frontier) found.add(s)
  }
  return [...found]
}

/**
 * What a read of one record reaches through its relations, without its own collection: such a read
 * is tagged with its record's tag instead, so a save of another record leaves it cached while the
 * collection's tag still expires the lists (`includes(relationsOf('pages', 1), (path) => [recordTag('pages', path)])`).
 */
export function relationsOf(source: Source, depth: number): Source[] {
  return withRelations(source, depth).filter((s) => s !== source)
}

/** What a cached read returns data from: its sources (relations followed), and optionally the records it is about. */
export type Includes<Args extends unknown[]> = {
  sources: readonly Source[]
  records?: (...args: Args) => (RecordTag | null)[]
}

/** Declares what a read includes: `includes(withRelations('stories', 1), (slug) => [recordTag('stories', slug)])`. */
export function includes<Args extends unknown[]>(
  sources: readonly Source[],
  records?: (...args: Args) => (RecordTag | null)[],
): Includes<Args> {
  return { sources: [...new Set(sources)], records }
}

/** The tags of one call of a read: its sources' tags, then its records' tags. */
export function tagsOf<Args extends unknown[]>(declared: Includes<Args>, ...args: Args): CacheTag[] {
  const records = declared.records ? declared.records(...args).filter((t): t is RecordTag => t !== null) : []
  return [...new Set<CacheTag>([...declared.sources.map(sourceTag), ...records])]
}

/** The tags a save of one document expires: its source's, and its record's before and after (a renamed slug). */
export function tagsForSave(
  source: Source,
  doc?: Record<string, unknown> | null,
  previous?: Record<string, unknown> | null,
): CacheTag[] {
  const tags: CacheTag[] = [sourceTag(source)]
  if (source in RECORD_KEYS) {
    const collection = source as RecordCollection
    const field = RECORD_KEYS[collection]
    for (const value of [doc?.[field], previous?.[field]]) {
      const tag = typeof value === 'string' ? recordTag(collection, value) : null
      if (tag && !tags.includes(tag)) tags.push(tag)
    }
  }
  return tags
}

const SOURCE_SET = new Set<string>(SOURCES)

/** Whether a string is a tag some read or hook uses (what POST /api/revalidate accepts). */
export function isCacheTag(value: string): value is CacheTag {
  if (SOURCE_SET.has(value)) return true
  const colon = value.indexOf(':')
  if (colon < 0) return false
  const collection = value.slice(0, colon)
  return collection in RECORD_KEYS && recordTag(collection as RecordCollection, value.slice(colon + 1)) === value
}
