import type { Metadata } from 'next'
import { JobList } from '@/components/careers/JobList'
import { NotFoundPage } from '@/components/shell/NotFound'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { page } from '@/lib/pages'
import { archiveFromRoute, archivePath, archiveTitle } from '@/lib/pages/archives'
import { archiveMetadata } from '@/lib/pages/page-metadata'
import { getOpenJobPage } from '@/lib/reads/jobs'
import { notFoundMetadata } from '@/lib/seo/detail-metadata'

export const revalidate = 3600

type Props = { params: Promise<{ page: string }> }

/** None at build: each page renders on its first request (proxy.ts rewrites `/careers?page=…` here) and is cached. */
export async function generateStaticParams(): Promise<Awaited<Props['params']>[]> {
  return []
}

/** The page the route names and its jobs, or null when there is none (not a page number, a page past the end). */
async function read(params: Props['params']) {
  const view = archiveFromRoute('jobs', await params)
  if (!view) return null
  const jobs = await getOpenJobPage(view.page)
  return jobs.docs.length ? { view, jobs } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await read(params)
  return found ? archiveMetadata(found.view) : notFoundMetadata()
}

export default async function CareersArchivePage({ params }: Props) {
  const found = await read(params)
  if (!found) return <NotFoundPage />
  const { view, jobs } = found
  const listTitle = page('/careers').title
  return (
    <>
      <BreadcrumbJsonLd path="/careers" leaf={{ name: archiveTitle(view, listTitle), path: archivePath(view) }} />
      <JobList view={view} listTitle={listTitle} jobs={jobs.docs} totalPages={jobs.totalPages} />
    </>
  )
}
