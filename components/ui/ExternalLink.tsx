import type { AnchorHTMLAttributes, ReactNode } from 'react'

/** What a screen reader hears after an external link's text: the site's one wording. */
export const NEW_TAB_NOTE = ' (opens in a new tab)'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel' | 'href'> & {
  href: string
  children: ReactNode
  /** Words for screen readers only, read before the new-tab note (": Lecturer in Nursing", " of History"). */
  context?: ReactNode
  /** False when the visible text already says that the link opens a new tab. */
  announce?: boolean
  /** Tests look links up by this. */
  'data-testid'?: string
}

/**
 * A link that leaves the site: opens in a new tab without giving that tab a handle on this one
 * (rel="noopener noreferrer"), and says so to screen readers. Server-safe: no hooks, no 'use client',
 * so client components may use it too (and pass event handlers).
 */
export function ExternalLink({ href, children, context, announce = true, ...rest }: Props) {
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      {context || announce ? (
        <span className="visually-hidden">
          {context}
          {announce ? NEW_TAB_NOTE : null}
        </span>
      ) : null}
    </a>
  )
}
