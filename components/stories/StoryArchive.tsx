import { ArchiveYears } from '@/components/ui/ArchiveYears'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { archivePath, archiveTitle, type ArchivePage, type YearCount } from '@/lib/pages/archives'
import type { StoryCard as Story } from '@/lib/reads/stories'
import { FEEDS } from '@/lib/seo/feeds'
import { StoryCard } from './StoryCard'
import styles from './Stories.module.css'

type Props = {
  view: ArchivePage
  /** The list page's own title (the registry's). */
  listTitle: string
  stories: Story[]
  totalPages: number
  years: readonly YearCount[]
}

/** A page of /allfeaturestories, of every story or of one year: the cards, links to the other pages and to each year, and the feed. */
export function StoryArchive({ view, listTitle, stories, totalPages, years }: Props) {
  const title = archiveTitle({ ...view, page: 1 }, listTitle)
  return (
    <>
      <PageHeader title={title} intro={view.page > 1 ? `Page ${view.page} of ${totalPages}` : undefined} />
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
          <Pagination
            label={`${title} pages`}
            page={view.page}
            totalPages={totalPages}
            href={(page) => archivePath({ ...view, page })}
          />
          <ArchiveYears view={view} years={years} />
          <p className={styles.more}>
            <a href={FEEDS.stories.path}>Subscribe to feature stories (RSS)</a>
          </p>
        </div>
      </section>
    </>
  )
}
