import { StoryCard } from '@/components/stories/StoryCard'
import { PageLink } from '@/components/ui/PageLink'
import type { StoryCard as Story } from '@/lib/reads/stories'
import styles from './Home.module.css'

/** The latest feature stories. */
export function StoriesBlock({ stories }: { stories: Story[] }) {
  return (
    <section className="render-when-near section section-alt" aria-labelledby="stories-heading" data-block="stories">
      <div className="container">
        <h2 id="stories-heading">Featured stories</h2>
        <div className={styles.stories}>
          {stories.map((story) => (
            <StoryCard key={story.slug} story={story} />
          ))}
        </div>
        <p className={styles.more}>
          <PageLink href="/allfeaturestories">All feature stories</PageLink>
        </p>
      </div>
    </section>
  )
}
