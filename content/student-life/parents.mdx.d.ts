import type { MDXContent } from 'mdx/types'

/** The parents page's copy: the page header's introduction, and the sections under the upcoming events. */
export const intro: string
declare const ParentsCopy: MDXContent
export default ParentsCopy
