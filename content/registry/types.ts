import type { ComponentType } from 'react'
import type { Section } from '@/lib/routes'

/** A static page written in MDX under content/, served at `path` by app/(site)/[...path]. */
export type ContentPage = {
  path: string
  title: string
  description: string
  section: Section
  /** The MDX module; its default export receives the page props below. */
  load: () => Promise<{ default: ComponentType<ContentPageProps> }>
  /** Hide the banded page header (the MDX draws its own hero). */
  customHeader?: boolean
  /** Keep the page out of search engines (e.g. the /test status page). */
  noindex?: boolean
}

/** What every content page receives: editable settings it may show (e-mails, links, phones). */
export type ContentPageProps = {
  settings: import('@/lib/reads/settings').SiteSettings
  // MDX passes unknown props through; pages read what they need.
  [key: string]: unknown
}
