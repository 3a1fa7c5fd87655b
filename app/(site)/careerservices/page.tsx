import { CareerPillars } from '@/components/careers/CareerPillars'
import { OpenPositions } from '@/components/careers/OpenPositions'
import { PageHeader } from '@/components/ui/PageHeader'
import { CAREERS_SNIPPET_SIZE } from '@/lib/careers/deadline'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { getOpenJobs } from '@/lib/reads/jobs'

export const revalidate = 3600

export const generateMetadata = () => pageMetadata('/careerservices')

export default async function CareerServicesPage() {
  const jobs = await getOpenJobs(CAREERS_SNIPPET_SIZE)
  return (
    <>
      <PageHeader title={page('/careerservices').title} />
      <CareerPillars />
      <OpenPositions jobs={jobs} />
    </>
  )
}
