import type { Metadata } from 'next'
import { NotFoundPage } from '@/components/shell/NotFound'
import { StoryArchive } from '@/components/stories/StoryArchive'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { page } from '@/lib/pages'
import { archiveFromRoute, archivePath, archiveTitle } from '@/lib/pages/archives'
import { archiveMetadata } from '@/lib/pages/page-metadata'
import { getStoryPage, getStoryYears } from '@/lib/reads/stories'
import { withFeed } from '@/lib/seo/feeds'
import { notFoundMetadata } from '@/lib/seo/detail-metadata'

export const revalidate = 86400

type Props = { params: Promise<{ year: string; page: string }> }

/** None at build: each page renders on its first request (proxy.ts rewrites `/allfeaturestories?year=…&page=…` here) and is cached. */
export async function generateStaticParams(): Promise<Awaited<Props['params']>[]> {
  return []
}

/** The page the route names and its stories, or null when there is none (an unknown year, a page past the end). */
async function read(params: Props['params']) {
  const view = archiveFromRoute('stories', await params)
  if (!view) return null
  const stories = await getStoryPage(view.page, view.year)
  return stories.docs.length ? { view, stories } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await read(params)
  return found ? withFeed(await archiveMetadata(found.view), 'stories') : notFoundMetadata()
}

export default async function StoryArchivePage({ params }: Props) {
  const [found, years] = await Promise.all([read(params), getStoryYears()])
  if (!found) return <NotFoundPage />
  const { view, stories } = found
  const listTitle = page('/allfeaturestories').title
  return (
    <>
      <BreadcrumbJsonLd
        path="/allfeaturestories"
        leaf={{ name: archiveTitle(view, listTitle), path: archivePath(view) }}
      />
      <StoryArchive
        view={view}
        listTitle={listTitle}
        stories={stories.docs}
        totalPages={stories.totalPages}
        years={years}
      />
    </>
  )
}
