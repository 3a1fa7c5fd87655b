import { ArchiveYears } from '@/components/ui/ArchiveYears'
import { PageHeader } from '@/components/ui/PageHeader'
import { PageLink } from '@/components/ui/PageLink'
import { Pagination } from '@/components/ui/Pagination'
import { archiveKinds, archivePath, archiveTitle, type ArchivePage, type YearCount } from '@/lib/pages/archives'
import type { NewsPage } from '@/lib/reads/articles'
import { FEEDS } from '@/lib/seo/feeds'
import { ArticleCards } from './ArticleCards'
import styles from './News.module.css'

type Props = {
  view: ArchivePage
  /** The list page's own title (the registry's). */
  listTitle: string
  news: NewsPage
  years: readonly YearCount[]
}

const KINDS = new Map(archiveKinds('articles').map((kind) => [kind.kind, kind]))

/**
 * A page of /news: each kind's part (its first 10 on page 1, as the spec has it), or the articles
 * of one kind or one year; links to the other pages, to each year and to each kind's own list.
 */
export function NewsArchive({ view, listTitle, news: { content, totalPages }, years }: Props) {
  const title = archiveTitle({ ...view, page: 1 }, listTitle)
  return (
    <>
      <PageHeader title={title} intro={view.page > 1 ? `Page ${view.page} of ${totalPages}` : undefined} />
      {'parts' in content ? (
        // Past the first page, a kind that has run out is left out.
        content.parts
          .filter((part) => view.page === 1 || part.articles.length)
          .map((part, i) => (
            <section
              key={part.kind}
              className={`section${i % 2 ? ' section-alt' : ''}`}
              aria-labelledby={`${part.kind}-heading`}
            >
              <div className="container">
                <h2 id={`${part.kind}-heading`}>{KINDS.get(part.kind)?.heading}</h2>
                <ArticleCards articles={part.articles} headingLevel={3} eager={i === 0 ? 4 : 0} />
                {part.totalDocs ? (
                  <p className={styles.more}>
                    <PageLink href={archivePath({ ...view, kind: part.kind, page: 1 })}>
                      All {KINDS.get(part.kind)?.noun.toLowerCase()}
                    </PageLink>
                  </p>
                ) : null}
              </div>
            </section>
          ))
      ) : (
        <section className="section">
          <div className="container">
            <ArticleCards articles={content.articles} headingLevel={2} eager={4} />
          </div>
        </section>
      )}
      <div className="section">
        <div className="container">
          <Pagination
            label={`${title} pages`}
            page={view.page}
            totalPages={totalPages}
            href={(page) => archivePath({ ...view, page })}
          />
          <ArchiveYears view={view} years={years} />
          {view.kind !== null ? (
            <p className={styles.more}>
              <PageLink href={archivePath({ ...view, kind: null, year: null, page: 1 })}>
                All {listTitle.toLowerCase()}
              </PageLink>
            </p>
          ) : null}
          <p className={styles.more}>
            <a href={FEEDS.news.path}>Subscribe to the news (RSS)</a>
          </p>
        </div>
      </div>
    </>
  )
}
