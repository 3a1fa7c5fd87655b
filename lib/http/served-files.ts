/**
 * Where the site answers with a file rather than a page: a stored redirect from one of these
 * addresses would never be asked for, so none may be made (lib/links/resolve.ts `isServed`), while
 * any other address with a file's extension (an old site's `/wp-content/uploads/…`, `/old/report.pdf`)
 * is free for one.
 */

/** Icons asked for by name (public/, next.config.ts gives them a week's lifetime). */
export const ICON_FILES = ['/icon.svg', '/favicon.ico', '/apple-touch-icon.png', '/apple-touch-icon-precomposed.png']

/** The files at the root: the icons, and what app/ generates there. */
const ROOT_FILES = new Set([...ICON_FILES, '/robots.txt', '/sitemap.xml', '/logo.png'])

/** Folders whose every address is a file, an API or the admin (public/images, public/tiles among them). */
const FILE_FOLDERS = /^\/(api|admin|_next|feeds|sitemaps|share-card|images|tiles)(\/|$)/

export function isServedFile(path: string): boolean {
  return ROOT_FILES.has(path) || FILE_FOLDERS.test(path)
}
