/** The attribute PageLink marks its links to pages with, which PageNavigation follows. */
export const PAGE_LINK = 'data-page-link'
