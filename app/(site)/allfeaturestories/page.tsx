import { StoryArchive } from '@/components/stories/StoryArchive'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { page } from '@/lib/pages'
import type { ArchivePage } from '@/lib/pages/archives'
import { archiveMetadata } from '@/lib/pages/page-metadata'
import { getStoryPage, getStoryYears } from '@/lib/reads/stories'
import { withFeed } from '@/lib/seo/feeds'

export const revalidate = 86400

/** The first page of every story; the others, and each year's, are served by ./archive (lib/pages/archives.ts). */
const FIRST: ArchivePage = { archive: 'stories', kind: null, year: null, page: 1 }

export const generateMetadata = async () => withFeed(await archiveMetadata(FIRST), 'stories')

export default async function AllFeatureStoriesPage() {
  const [stories, years] = await Promise.all([getStoryPage(FIRST.page, FIRST.year), getStoryYears()])
  return (
    <>
      <BreadcrumbJsonLd path="/allfeaturestories" />
      <StoryArchive
        view={FIRST}
        listTitle={page('/allfeaturestories').title}
        stories={stories.docs}
        totalPages={stories.totalPages}
        years={years}
      />
    </>
  )
}
