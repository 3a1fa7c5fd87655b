import { jobPath } from '@/lib/careers/job-path'
import { programmeUrl } from '@/lib/programmes/url'
import { storyUrl } from '@/lib/stories/share'

/** The collections and globals an editor previews on the page, as a draft and in the live preview. */
export const PREVIEW_COLLECTIONS = ['stories', 'articles', 'programmes', 'colleges', 'banners', 'upcoming-events', 'jobs'] as const
export const PREVIEW_GLOBALS = ['home-page'] as const
export type PreviewSource = (typeof PREVIEW_COLLECTIONS)[number] | (typeof PREVIEW_GLOBALS)[number]

type Data = Record<string, unknown>
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The page that shows a record, where its draft is previewed: its own page for stories, articles,
 * programmes, colleges and jobs, the page that lists it for the rest. A record without its address
 * yet (no slug; a job not saved yet has no id) previews the list it will appear in.
 */
export function previewPath(source: PreviewSource, data: Data): string {
  const slug = text(data.slug)
  switch (source) {
    case 'stories':
      return slug ? storyUrl('', slug) : '/allfeaturestories'
    case 'articles':
      return slug ? `/news/${encodeURIComponent(slug)}` : '/news'
    case 'programmes': {
      const kind = text(data.kind)
      if (kind === 'extension') return '/extensionprograms'
      if (kind === 'certificate') return '/certificateprograms'
      const url = slug && (kind === 'undergraduate' || kind === 'graduate') ? programmeUrl(kind, slug) : null
      return url ?? (kind === 'graduate' ? '/grad' : '/undergrad')
    }
    case 'colleges':
      return /^\/[A-Za-z0-9_-]+$/.test(text(data.route)) ? text(data.route) : '/collegeschools'
    case 'jobs':
      return /^[1-9]\d*$/.test(String(data.id ?? '')) ? jobPath(String(data.id)) : '/careers'
    case 'banners':
    case 'upcoming-events':
    case 'home-page':
      return '/'
  }
}

/**
 * A path the preview route may send an editor to: one of this site's pages, never another site
 * (`//host`, `/\host`), the admin or the API.
 */
export function isPreviewablePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false
  try {
    const url = new URL(path, 'http://site')
    if (url.origin !== 'http://site') return false
    return !/^\/(admin|api|_next)(\/|$)/.test(url.pathname)
  } catch {
    return false
  }
}

/** The address that turns on draft mode for an editor, then opens `path`. */
export function previewEntryUrl(origin: string, path: string): string {
  return `${origin.replace(/\/$/, '')}/api/preview?path=${encodeURIComponent(path)}`
}
