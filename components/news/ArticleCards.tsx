import Image from 'next/image'
import type { ArticleCard } from '@/lib/data/articles'
import styles from './News.module.css'

const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Jamaica', month: 'long', day: 'numeric', year: 'numeric' })

export function ArticleCards({ articles }: { articles: ArticleCard[] }) {
  if (!articles.length) return <p>No articles have been published yet.</p>
  return (
    <ul className={styles.grid}>
      {articles.map((a) => (
        <li key={a.slug} className="card">
          {a.cover ? (
            <div className={styles.cover}>
              <Image src={a.cover.src} alt="" fill sizes="(max-width: 700px) 100vw, 33vw" />
            </div>
          ) : null}
          <div className="card-body">
            <span className="badge">{a.kind === 'sports' ? 'Sports' : 'News'}</span>
            <h2 className={styles.title}>
              <a href={`/news/${encodeURIComponent(a.slug)}`}>{a.title}</a>
            </h2>
            <p className={styles.meta}>
              {dateFormat.format(new Date(a.publishedAt))} · {a.writer}
            </p>
            <p>{a.excerpt}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
