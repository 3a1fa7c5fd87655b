import Image from 'next/image'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { RichText } from '@/components/ui/RichText'
import type { Story } from '@/lib/reads/stories'
import { shareLinks } from '@/lib/stories/share'
import { formatDate } from '@/lib/text/dates'
import { STORY_BLOCKS } from './story-blocks'
import styles from './Stories.module.css'

/** A feature story's body (spec: /featurestory): cover, text, 'Written by', date and the share buttons for `shareUrl`. */
export function StoryArticle({ story, shareUrl }: { story: Story; shareUrl: string }) {
  return (
    <>
      {story.cover ? (
        <Image
          src={story.cover.src}
          alt={story.cover.alt || ''}
          width={story.cover.width}
          height={story.cover.height}
          priority
          sizes="(max-width: 800px) 100vw, 760px"
          className={styles.coverLarge}
        />
      ) : null}
      <RichText data={story.content} container blocks={STORY_BLOCKS} />
      <p className={styles.byline}>Written by {story.author}</p>
      <p className={styles.date}>
        Published <time dateTime={story.publishedAt}>{formatDate(story.publishedAt)}</time>
      </p>
      <h2>Share this story</h2>
      <ul className={styles.share} data-testid="share-links">
        {shareLinks(shareUrl, story.title).map((link) => (
          <li key={link.network}>
            {link.network === 'email' ? (
              <a className="btn btn-outline" href={link.href} data-network={link.network}>
                {link.label}
              </a>
            ) : (
              <ExternalLink className="btn btn-outline" href={link.href} data-network={link.network}>
                {link.label}
              </ExternalLink>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
