import { recordList, recordUrl } from '@/lib/pages/records'

/** The collections and globals an editor previews on the page, as a draft and in the live preview. */
export const PREVIEW_COLLECTIONS = [
  'stories',
  'articles',
  'programmes',
  'colleges',
  'banners',
  'upcoming-events',
  'jobs',
  'pages',
] as const
export const PREVIEW_GLOBALS = ['home-page'] as const
export type PreviewSource = (typeof PREVIEW_COLLECTIONS)[number] | (typeof PREVIEW_GLOBALS)[number]

/**
 * The page that shows a record, where its draft is previewed: its own page (lib/pages/records.ts),
 * or the page that lists it when it has no page of its own or no address yet (no slug; a job not
 * saved yet has no id); the home page for what only the home page shows.
 */
export function previewPath(source: PreviewSource, data: Record<string, unknown>): string {
  switch (source) {
    case 'banners':
    case 'upcoming-events':
    case 'home-page':
      return '/'
    default:
      return recordUrl(source, data) ?? recordList(source, data)
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
