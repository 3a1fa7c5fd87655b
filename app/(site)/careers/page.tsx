import { JobList } from '@/components/careers/JobList'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { page } from '@/lib/pages'
import type { ArchivePage } from '@/lib/pages/archives'
import { archiveMetadata } from '@/lib/pages/page-metadata'
import { getOpenJobPage } from '@/lib/reads/jobs'

export const revalidate = 3600

/** The first 30 open jobs; the other pages are served by ./archive (lib/pages/archives.ts). */
const FIRST: ArchivePage = { archive: 'jobs', kind: null, year: null, page: 1 }

export const generateMetadata = () => archiveMetadata(FIRST)

export default async function CareersPage() {
  const jobs = await getOpenJobPage(FIRST.page)
  return (
    <>
      <BreadcrumbJsonLd path="/careers" />
      <JobList view={FIRST} listTitle={page('/careers').title} jobs={jobs.docs} totalPages={jobs.totalPages} />
    </>
  )
}
