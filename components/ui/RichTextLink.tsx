import type { ReactNode } from 'react'
import { documentHref } from '@/lib/links/document-href'
import { isSafeHref } from '@/lib/text/link-scheme'
import { ExternalLink } from './ExternalLink'
import { PageLink } from './PageLink'

/** A Lexical link node's fields, as Payload stores them. */
export type LinkFields = {
  url?: string
  newTab?: boolean
  linkType?: 'custom' | 'internal'
  doc?: { relationTo: string; value: unknown } | null
}

/**
 * A link in CMS text, as links are everywhere else on the site: pages through PageLink (no full
 * page load), addresses elsewhere through ExternalLink, a link to a record to that record's page;
 * a record the read did not populate is shown as text rather than a link to nowhere, and so is an
 * address no page may carry (`javascript:`, `data:`, `vbscript:`…: saves refuse them, this holds
 * for what was stored before).
 */
export function RichTextLink({ fields, children }: { fields: LinkFields; children: ReactNode }) {
  const href =
    fields.linkType === 'internal'
      ? fields.doc
        ? documentHref(fields.doc.relationTo, fields.doc.value)
        : null
      : (fields.url ?? '')
  if (!href || !isSafeHref(href)) return <>{children}</>
  if (fields.newTab || /^https?:\/\//i.test(href)) return <ExternalLink href={href}>{children}</ExternalLink>
  return <PageLink href={href}>{children}</PageLink>
}
