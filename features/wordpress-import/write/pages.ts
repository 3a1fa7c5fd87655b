import type { CollectionSlug, Payload } from 'payload'
import { findPage } from '@/lib/pages'
import { recordAt } from '@/lib/pages/records'
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
export function pageTarget(payload: Payload): PageTarget {
  if (!(PAGES in payload.collections)) return { skip: 'no pages collection in this build' }
  return {
    collection: PAGES as CollectionSlug,
    data: (item, { title, description, content }) => {
      let path = '/'
      try {
        path = decodeURI(new URL(item.link || '/', 'http://x.invalid').pathname).replace(/\/+$/, '') || '/'
      } catch {
        return { skip: `its address ${item.link} is not one the site can take` }
      }
      if (path === '/') return { skip: 'it was the home page of the old site: the site has its own' }
      if (findPage(path) || recordAt(path)) return { skip: `${path} belongs to a page of this site` }
      return {
        data: {
          title,
          path,
          ...(description ? { description } : {}),
          layout: [{ blockType: 'richText', content }],
        },
      }
    },
  }
}
