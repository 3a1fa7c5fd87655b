import Image from 'next/image'
import { formatDate } from '@/lib/text/dates'
import { recordPath } from '@/lib/pages/records'
import type { ArticleCard } from '@/lib/reads/articles'
import styles from './News.module.css'
import { PageLink } from '@/components/ui/PageLink'

/** Article cards: cover, kind, title linking to the article, date, writer and the opening words. */
export function ArticleCards({
  articles,
  headingLevel = 2,
  eager = 0,
}: {
  articles: ArticleCard[]
  headingLevel?: 2 | 3
  /** How many covers are above the fold. */ eager?: number
}) {
  if (!articles.length) return <p>No articles have been published yet.</p>
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={styles.grid}>
      {articles.map((a, i) => (
        <li key={a.slug} className="card" data-testid="article-card">
          {a.cover ? (
            <div className={styles.cover}>
              <Image
                src={a.cover.src}
                alt=""
                fill
                sizes="(max-width: 700px) 100vw, 33vw"
                loading={i < eager ? 'eager' : 'lazy'}
              />
            </div>
          ) : null}
          <div className="card-body">
            <span className={`badge ${styles.kind}`}>{a.kind === 'sports' ? 'Sports' : 'News'}</span>
            <H className={styles.title}>
              <PageLink href={recordPath('article', a.slug)}>{a.title}</PageLink>
            </H>
            <p className={styles.meta}>
              {formatDate(a.publishedAt)} · {a.writer}
            </p>
            <p>{a.excerpt}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
