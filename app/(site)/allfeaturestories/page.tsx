import styles from '@/components/stories/Stories.module.css'
import { StoryCard } from '@/components/stories/StoryCard'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { getStories } from '@/lib/reads/stories'
import { FEEDS, withFeed } from '@/lib/seo/feeds'

export const revalidate = 86400

export const generateMetadata = async () => withFeed(await pageMetadata('/allfeaturestories'), 'stories')

export default async function AllFeatureStoriesPage() {
  const stories = await getStories(100)
  return (
    <>
      <PageHeader title={page('/allfeaturestories').title} />
      <BreadcrumbJsonLd path="/allfeaturestories" />
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
    </>
  )
}
