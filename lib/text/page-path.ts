/**
 * Whether an address is a page of this site that the App Router can show without a full page
 * load: a path on this origin that is not a file, a feed, the API or the admin (those answer
 * something other than a page, so the browser must fetch them itself).
 */
export function isPagePath(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false
  const pathname = href.split(/[?#]/, 1)[0]
  if (/^\/(api|admin|feeds|_next)(\/|$)/.test(pathname)) return false
  // A last segment with an extension is a file (PDF, .ics, .xml, pictures).
  return !/\.[a-z0-9]{1,5}$/i.test(pathname)
}
