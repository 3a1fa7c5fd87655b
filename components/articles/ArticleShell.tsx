import type { ReactNode } from 'react'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { JsonLd } from '@/components/ui/JsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { PageLink } from '@/components/ui/PageLink'
import { config } from '@/lib/config/site.mjs'
import type { PagePath } from '@/lib/pages'
import type { SiteSettings } from '@/lib/reads/settings'
import { articleJsonLd } from '@/lib/stories/jsonld'

type Props = {
  /** What the Article (or NewsArticle) JSON-LD says; `url` is the article's public URL (lib/pages/records.ts). */
  article: Parameters<typeof articleJsonLd>[0]
  settings: SiteSettings
  /** The page that lists the article: its breadcrumb parent, and the link that ends the page. */
  list: { path: PagePath; label: string }
  /** The article's body, drawn by its feature (components/stories, components/news). */
  children: ReactNode
}

/**
 * The page of one article, a feature story or a news or sports article: its JSON-LD and breadcrumb
 * under its list page, its heading, then its body and a link back to the list.
 */
export function ArticleShell({ article, settings, list, children }: Props) {
  return (
    <>
      <JsonLd data={articleJsonLd(article, settings, config.serverUrl)} />
      <BreadcrumbJsonLd path={list.path} leaf={{ name: article.title, path: article.url }} />
      <PageHeader title={article.title} />
      <section className="section">
        <article className="container prose">
          {children}
          <p>
            <PageLink href={list.path}>{list.label}</PageLink>
          </p>
        </article>
      </section>
    </>
  )
}
