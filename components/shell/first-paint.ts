/**
 * The footer's id: a public page's first paint waits until the parser is past it
 * (`<link rel="expect">` in app/(site)/layout.tsx), so the page is laid out once, before it is shown.
 */
export const FOOTER_ID = 'site-footer'
