import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { telHref } from '@/lib/text/tel'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The number as people read it, e.g. "(876) 555-0100"; the link dials its digits. */
  number: string
  /** What the link shows; the number itself when left out. */
  children?: ReactNode
}

/** A telephone link: `tel:` with the number's digits only, showing the number as written. */
export function TelLink({ number, children, ...rest }: Props) {
  return (
    <a {...rest} href={telHref(number)}>
      {children ?? number}
    </a>
  )
}
