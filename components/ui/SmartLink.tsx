import type { ReactNode } from 'react'
import { isExternal } from '@/lib/text/is-external'
import { ExternalLink } from './ExternalLink'
import { PageLink } from './PageLink'

type Props = {
  href: string
  className?: string
  /** The link's content; a function is told whether the link leaves the site (to mark it so). */
  children: ReactNode | ((external: boolean) => ReactNode)
}

/**
 * A link whose address comes from content and may lead anywhere (an editor's link, an alert's, a
 * card's): to a page of the site through PageLink, elsewhere through ExternalLink, which opens a
 * new tab and says so. The one place that makes this choice.
 */
export function SmartLink({ href, className, children }: Props) {
  const external = isExternal(href)
  const content = typeof children === 'function' ? children(external) : children
  return external ? (
    <ExternalLink className={className} href={href}>
      {content}
    </ExternalLink>
  ) : (
    <PageLink className={className} href={href}>
      {content}
    </PageLink>
  )
}
