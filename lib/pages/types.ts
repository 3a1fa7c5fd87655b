import type { Source } from '@/lib/cache/tags'

/** One page of the site, as the registry (lib/pages/registry.ts) writes it. */
export type PageEntry = {
  /** The public URL path, in the spec's letter case (`/feastOfLight`). */
  path: string
  /** The page's own title: its heading, its <title> and its name in site search. */
  title: string
  /** One or two sentences: the meta description and the text site search matches. */
  description: string
  /** Where search engines should look instead, when another page shows the same thing. */
  canonical?: string
  /** Why the sitemap and site search leave the page out (a page with another canonical URL is left out too). */
  unlisted?: string
  /** The page it sits under (its breadcrumb trail: Home, the parent's trail, this page). */
  parent?: string
  /**
   * The collections and globals whose records the page shows (beyond the shell's settings): the
   * sitemap's lastmod is the newest `updatedAt` among them (and the MDX file's last change).
   */
  shows?: readonly Source[]
  /**
   * Why the sitemap states no lastmod for a listed page that has neither an MDX file nor records
   * it shows: its text is code, and any date would be a guess (lib/pages/registry.test.ts insists
   * every other listed page has a source).
   */
  undated?: string
  /** Keep the page out of search engines. */
  noindex?: boolean
  /** A static page written in MDX, served by app/(site)/[...path]; others have a route folder under app/(site). */
  content?: {
    /** The MDX file, relative to content/ (its folder is the page's section). */
    file: string
    /** Hide the banded page header (the MDX draws its own hero). */
    customHeader?: boolean
  }
}
