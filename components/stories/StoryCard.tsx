import Image from 'next/image'
import { recordPath } from '@/lib/pages/records'
import type { StoryCard as Story } from '@/lib/reads/stories'
import styles from './Stories.module.css'
import { PageLink } from '@/components/ui/PageLink'

/** A feature story card: cover, title and, on /allfeaturestories, the excerpt and Read More. */
export function StoryCard({
  story,
  withExcerpt = false,
  headingLevel = 3,
  eager = false,
}: {
  story: Story
  withExcerpt?: boolean
  headingLevel?: 2 | 3
  /** Above the fold: load the cover at once. */
  eager?: boolean
}) {
  const href = recordPath('story', story.slug)
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={`card ${styles.card}`} data-testid="story-card">
      {story.cover ? (
        <div className={styles.cover}>
          <Image
            src={story.cover.src}
            alt=""
            fill
            sizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 25vw"
            loading={eager ? 'eager' : 'lazy'}
          />
        </div>
      ) : null}
      <div className="card-body">
        <H className={styles.title}>{withExcerpt ? story.title : <PageLink href={href}>{story.title}</PageLink>}</H>
        {withExcerpt ? (
          <>
            {/* At most the first 110 characters (spec §9), cut on a word boundary with an ellipsis (lib/stories/excerpt.ts). */}
            <p className={styles.excerpt} data-testid="story-excerpt">
              {story.excerpt}
            </p>
            <PageLink className="btn" href={href}>
              Read More<span className="visually-hidden">: {story.title}</span>
            </PageLink>
          </>
        ) : null}
      </div>
    </article>
  )
}
