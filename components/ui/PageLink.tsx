import Link from 'next/link'
import type { AnchorHTMLAttributes } from 'react'
import { isPagePath } from '@/lib/text/page-path'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  /** next/link's prefetch; false also spares the link's start-up work (a URL and a viewport observer). */
  prefetch?: boolean | null
}

/**
 * A link inside the site. To a page it goes through next/link: the next page is prefetched and
 * shown without reloading the shell, its scripts and styles. Files, feeds and API addresses stay
 * plain links, since the browser has to fetch those itself.
 */
export function PageLink({ href, prefetch, ...rest }: Props) {
  return isPagePath(href) ? <Link href={href} prefetch={prefetch} {...rest} /> : <a href={href} {...rest} />
}
