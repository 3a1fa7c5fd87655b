import type { StoryCard as Story } from '@/lib/reads/stories'
import { FEEDS } from '@/lib/seo/feeds'
import { StoryCard } from './StoryCard'
import styles from './Stories.module.css'

/** /allfeaturestories: every story's card with its excerpt and Read More (the first four covers load at once), then the stories' feed. */
export function StoryList({ stories }: { stories: Story[] }) {
  return (
    <section className="section">
      <div className="container">
        {stories.length ? (
          <ul className={styles.grid}>
            {stories.map((story, i) => (
              <li key={story.slug}>
                <StoryCard story={story} withExcerpt headingLevel={2} eager={i < 4} />
              </li>
            ))}
          </ul>
        ) : (
          <p>No feature stories have been published yet.</p>
        )}
        <p className={styles.more}>
          <a href={FEEDS.stories.path}>Subscribe to feature stories (RSS)</a>
        </p>
      </div>
    </section>
  )
}
