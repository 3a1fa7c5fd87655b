import type { Metadata } from 'next'
import { JobDetailView } from '@/components/careers/JobDetailView'
import { JobJsonLd } from '@/components/careers/JobJsonLd'
import { NotFoundPage } from '@/components/shell/NotFound'
import { detailMetadata, notFoundMetadata } from '@/lib/seo/detail-metadata'
import { generatedImagePath } from '@/lib/seo/share-card'
import { PRERENDERED_RECORDS, recordPath } from '@/lib/pages/records'
import { getOpenJob, getOpenJobs } from '@/lib/reads/jobs'
import { getSiteSettings } from '@/lib/reads/settings'
import { lexicalToPlainText } from '@/lib/text/plain-text'
import { routeSegment } from '@/lib/text/route-segment'
import { truncate } from '@/lib/text/truncate'

export const revalidate = 3600
export const dynamicParams = true

type Props = { params: Promise<{ id: string }> }

export async function generateStaticParams() {
  return (await getOpenJobs(PRERENDERED_RECORDS)).map((job) => ({ id: job.id }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await getOpenJob(routeSegment((await params).id))
  if (!job) return notFoundMetadata()
  return detailMetadata({
    path: recordPath('job', job.id),
    title: `${job.title} – Careers`,
    description: truncate(lexicalToPlainText(job.description), 160) || `${job.title} in ${job.department}.`,
    generatedImage: generatedImagePath('job', String(job.id)),
    override: job.meta,
  })
}

/** One open job, whole: what the list shows, its employment type and full description (JobPosting). */
export default async function JobPage({ params }: Props) {
  const [job, settings] = await Promise.all([getOpenJob(routeSegment((await params).id)), getSiteSettings()])
  if (!job) return <NotFoundPage />
  return (
    <>
      <JobJsonLd job={job} settings={settings} />
      <JobDetailView job={job} />
    </>
  )
}
