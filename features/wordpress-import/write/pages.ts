import type { CollectionSlug, Payload } from 'payload'
import { composedPathProblem } from '@/lib/pages/composed-paths'
import { slugify } from '@/lib/text/slug'
import type { WpContent } from '../source/model'

/** Where WordPress pages go: the editors' `pages` collection when this build has it, else nowhere (each reported). */
export type PageTarget =
  | { skip: string }
  | {
      collection: CollectionSlug
      data: (
        item: WpContent,
        parts: { title: string; description: string; content: unknown },
      ) => { data: Record<string, unknown> } | { skip: string }
    }

const PAGES = 'pages'

/**
 * A WordPress page becomes a page editors compose (`pages`: a path, a title, a description and a
 * rich-text block) at its WordPress path (`/about/team`), unless a registered page or a record's
 * URL owns that path. Read from the Payload config, so the importer runs in builds with and
 * without the collection.
 */
export function pageTarget(payload: Payload, content: readonly WpContent[] = []): PageTarget {
  if (!(PAGES in payload.collections)) return { skip: 'no pages collection in this build' }
  const byId = new Map(content.filter((c) => c.type === 'page').map((c) => [c.id, c]))
  return {
    collection: PAGES as CollectionSlug,
    data: (item, { title, description, content }) => {
      let oldPath = '/'
      try {
        oldPath = pageOldPath(item, byId)
      } catch {
        return { skip: `its address ${item.link} is not one the site can take` }
      }
      if (oldPath === '/') return { skip: 'it was the home page of the old site: the site has its own' }
      const path = composedPath(oldPath, item.id)
      // The rules an editor's page meets (lib/pages/composed-paths.ts): a path the site owns is reported, not taken.
      const problem = composedPathProblem(path)
      if (problem) return { skip: `${path}: ${problem}` }
      return {
        data: {
          title,
          path,
          ...(description ? { description } : {}),
          // A page WordPress published with no body (a title only) stays one: a rich-text block must hold text.
          layout: hasBody(item.html) ? [{ blockType: 'richText', content }] : [],
        },
      }
    },
  }
}

/**
 * A page's address on the old site: its permalink's path, `/` only for the old home page. A page
 * WordPress never published (a draft, a private page) has only its query form (`/?page_id=37`) for a
 * permalink: its slug, else its title's, stands in.
 */
export function pageOldPath(
  item: PageLink,
  /** The site's pages by id: under plain permalinks a page's parents have query forms too. */
  byId: ReadonlyMap<number, PageLink> = new Map(),
  seen: ReadonlySet<number> = new Set(),
): string {
  const url = new URL(item.link || '/', 'http://x.invalid')
  const path = decodeURI(url.pathname).replace(/\/+$/, '') || '/'
  if (path !== '/' || !/(^|&)(page_id|p)=/.test(url.search.slice(1))) return path
  const own = decodeURIComponent(item.slug) || slugify(item.title) || `page-${item.id}`
  const parent = item.parentId !== undefined && !seen.has(item.id) ? byId.get(item.parentId) : undefined
  const above = parent ? pageOldPath(parent, byId, new Set([...seen, item.id])) : '/'
  return `${above === '/' ? '' : above}/${own}`
}

type PageLink = Pick<WpContent, 'id' | 'slug' | 'title' | 'link' | 'parentId'>

/** Whether a page's HTML holds anything a visitor would see: text, a picture, an embed, a table. */
export function hasBody(html: string): boolean {
  return (
    /<(img|iframe|video|audio|table|object|embed|hr)\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== ''
  )
}

/**
 * The address a WordPress page takes: its own, in the form a composed page's address has (lower-case
 * words joined by hyphens). A segment in another script (a Greek title) has no such form: the page
 * itself then takes `page-<WordPress id>` and such a parent segment is left out; the old address
 * redirects to the new one.
 */
export function composedPath(oldPath: string, wordpressId: number | string): string {
  const segments = oldPath.split('/').filter(Boolean)
  const latin = (segment: string) => /^[\x20-\x7e]+$/.test(segment) && slugify(segment) !== ''
  const parents = segments.slice(0, -1).filter(latin).map(slugify)
  const last = segments.at(-1) ?? ''
  return '/' + [...parents, latin(last) ? slugify(last) : `page-${wordpressId}`].join('/')
}
