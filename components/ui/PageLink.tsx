import Link from 'next/link'
import type { AnchorHTMLAttributes } from 'react'
import { isPagePath } from '@/lib/text/page-path'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }

/**
 * A link inside the site. To a page it goes through next/link: the next page is prefetched and
 * shown without reloading the shell, its scripts and styles. Files, feeds and API addresses stay
 * plain links, since the browser has to fetch those itself.
 */
export function PageLink({ href, ...rest }: Props) {
  return isPagePath(href) ? <Link href={href} {...rest} /> : <a href={href} {...rest} />
}
