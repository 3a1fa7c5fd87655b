import { StoryList } from '@/components/stories/StoryList'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { getStories } from '@/lib/reads/stories'
import { withFeed } from '@/lib/seo/feeds'

export const revalidate = 86400

export const generateMetadata = async () => withFeed(await pageMetadata('/allfeaturestories'), 'stories')

export default async function AllFeatureStoriesPage() {
  const stories = await getStories(100)
  return (
    <>
      <PageHeader title={page('/allfeaturestories').title} />
      <BreadcrumbJsonLd path="/allfeaturestories" />
      <StoryList stories={stories} />
    </>
  )
}
