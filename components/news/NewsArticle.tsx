import Image from 'next/image'
import type { Article } from '@/lib/reads/articles'
import { formatDate } from '@/lib/text/dates'
import styles from './News.module.css'

/** A news or sports article's body: its kind and date, cover, paragraphs, second picture and writer. */
export function NewsArticle({ article: a }: { article: Article }) {
  return (
    <>
      <p className={styles.meta}>
        <span className="badge">{a.kind === 'sports' ? 'Sports' : 'News'}</span> {formatDate(a.publishedAt)}
      </p>
      {a.cover ? (
        <Image
          src={a.cover.src}
          alt={a.cover.alt}
          width={a.cover.width}
          height={a.cover.height}
          priority
          sizes="(max-width: 800px) 100vw, 760px"
          className={styles.image}
        />
      ) : null}
      {a.paragraphs.map((p, i) => (
        <p key={i} data-testid="article-paragraph">
          {p}
        </p>
      ))}
      {a.secondImage ? (
        <Image
          src={a.secondImage.src}
          alt={a.secondImage.alt}
          width={a.secondImage.width}
          height={a.secondImage.height}
          sizes="(max-width: 800px) 100vw, 760px"
          className={styles.image}
        />
      ) : null}
      <p className={styles.meta}>
        <em>Written by {a.writer}</em>
      </p>
    </>
  )
}
