import type { AnchorHTMLAttributes } from 'react'
import { isPagePath } from '@/lib/text/page-path'
import { PAGE_LINK } from './page-link-marker'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }

/**
 * A link inside the site. To a page it is a plain link, marked for the shell's PageNavigation,
 * which shows the page without reloading the shell, its scripts and styles, and fetches it ahead
 * once the link is pointed at or focused. Plain, because a next/link costs every page at load (a
 * component, a URL and a viewport observer per link, a hundred links on most pages) what one
 * listener does for all of them. Files, feeds and API addresses are not marked: the browser has
 * to fetch those itself.
 */
export function PageLink({ href, ...rest }: Props) {
  return isPagePath(href) ? <a href={href} {...{ [PAGE_LINK]: '' }} {...rest} /> : <a href={href} {...rest} />
}
