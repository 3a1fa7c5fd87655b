import type { SitemapSection } from '@/lib/sitemap/sections'

/**
 * The kinds of page ("templates") the statistics group views and Core Web Vitals by: one route's
 * layout each, so a slow template shows as one row.
 */
export const TEMPLATES = {
  home: 'Home page',
  content: 'Information pages (MDX)',
  section: 'Section and list pages',
  composed: 'Pages editors composed',
  programme: 'Programme pages',
  story: 'Feature stories',
  article: 'News and sports articles',
  job: 'Job offers',
  archive: 'List archives (page 2 on)',
  calendar: 'Calendar months',
} as const

export type Template = keyof typeof TEMPLATES

export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as Template[]

/** The template of a page the sitemap lists, from its section and, for the registry's section, what the registry says of it. */
export function templateOf(
  section: SitemapSection,
  path: string,
  registered: (path: string) => { content?: unknown } | undefined,
): Template {
  switch (section) {
    case 'pages': {
      if (path === '/') return 'home'
      const entry = registered(path)
      return !entry ? 'composed' : entry.content ? 'content' : 'section'
    }
    case 'programmes':
      return 'programme'
    case 'stories':
      return 'story'
    case 'articles':
      return 'article'
    case 'jobs':
      return 'job'
    case 'archives':
      return 'archive'
    case 'calendars':
      return 'calendar'
  }
}

/**
 * The page a beacon's address counts for, among the pages the site knows: the address itself,
 * else without its query string (`/news?utm_source=x` is `/news`). Null for anything else, so a
 * made-up address adds no row.
 */
export function knownPage<T>(address: string, known: ReadonlyMap<string, T>): { path: string; template: T } | null {
  const exact = known.get(address)
  if (exact !== undefined) return { path: address, template: exact }
  const bare = address.split(/[?#]/, 1)[0]
  const found = known.get(bare)
  return found !== undefined ? { path: bare, template: found } : null
}
