/**
 * The collections whose records carry search and share overrides (the `meta` group of Payload's
 * SEO plugin), with the record's own title and description fields, which the page uses when the
 * override is empty (and the admin's share-card preview shows). Only records with a page of their
 * own: an upcoming event is one of many on the pages that list it, whose share card is the page's
 * (Page search and sharing).
 */
export const OVERRIDABLE = {
  stories: { title: 'title', description: 'summary' },
  articles: { title: 'title' },
  programmes: { title: 'name' },
  colleges: { title: 'name', description: 'summary' },
  jobs: { title: 'title' },
  'page-seo': { title: 'pageTitle' },
  pages: { title: 'title', description: 'description' },
} as const satisfies Record<string, { title: string; description?: string }>

export type OverridableCollection = keyof typeof OVERRIDABLE

export const OVERRIDABLE_COLLECTIONS = Object.keys(OVERRIDABLE) as OverridableCollection[]

/** The fields the share-card preview falls back to for a collection's records. */
export function ownFields(collection: string | undefined): { title: string; description?: string } {
  return collection && collection in OVERRIDABLE ? OVERRIDABLE[collection as OverridableCollection] : { title: 'title' }
}
