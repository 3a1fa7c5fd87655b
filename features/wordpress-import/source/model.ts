/**
 * The one shape both sources (a WXR export file, the REST API of a running WordPress) are read
 * into, so one writer brings either in. Only what the site keeps is read; comments, menus and
 * settings are left to the report.
 */

export type WpStatus = 'publish' | 'draft' | 'pending' | 'private' | 'future' | 'inherit' | 'trash' | string

export type WpTerm = {
  id: number
  slug: string
  name: string
  taxonomy: 'category' | 'post_tag'
  /** A child category's parent, by slug: WordPress links its archive under its parents' slugs (`/category/news/research/`). */
  parent?: string
}

export type WpAuthor = { login: string; name: string; id?: number }

export type WpAttachment = {
  id: number
  title: string
  /** The file's URL on the old site (`…/wp-content/uploads/2013/03/photo.jpg`). */
  url: string
  /** The attachment page's permalink. */
  link: string
  alt: string
  caption: string
  mimeType?: string
  parentId?: number
  /** The other sizes WordPress made of a picture (`…/photo-300x200.jpg`), as URLs: old links use them too. */
  sizes?: string[]
}

export type WpContent = {
  id: number
  type: 'post' | 'page'
  title: string
  /** WordPress's slug (`post_name`); empty for drafts that never had one. */
  slug: string
  /** The permalink the old site showed (`https://old.example/2019/05/slug/`). */
  link: string
  /** WordPress's guid: usually the item's first address (`https://old.example/?p=674`), which links may still use. */
  guid?: string
  status: WpStatus
  /** ISO date in UTC; for a future post, when it is due. */
  date: string
  /** The post's HTML as stored (shortcodes, blocks and all). */
  html: string
  excerpt: string
  author: string
  categories: string[]
  tags: string[]
  featuredImageId?: number
  passwordProtected: boolean
  sticky: boolean
  parentId?: number
}

export type WpSite = {
  /** The old site's origin and base path (`https://old.example` or `https://old.example/blog`). */
  baseUrl: string
  title: string
  authors: WpAuthor[]
  terms: WpTerm[]
  content: WpContent[]
  attachments: WpAttachment[]
  /** Items of kinds the site has no place for (menu items, custom post types), by kind: reported. */
  ignored: Record<string, number>
}
