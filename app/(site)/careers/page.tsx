import type { Metadata } from 'next'
import { JobCards } from '@/components/careers/JobCards'
import { PageHeader } from '@/components/ui/PageHeader'
import { getOpenJobs } from '@/lib/reads/jobs'
import { getSiteSettings } from '@/lib/reads/settings'

export const revalidate = 3600

export const metadata: Metadata = {
  title: 'Careers',
  description: 'Open positions at the university: job title, department and application deadline, with the offer and the job description.',
  alternates: { canonical: '/careers' },
}

export default async function CareersPage() {
  const [jobs, settings] = await Promise.all([getOpenJobs(30), getSiteSettings()])
  return (
    <>
      <PageHeader title="Careers" intro="Join a community committed to Christian education and service excellence." />
      <section className="section">
        <div className="container">
          <JobCards jobs={jobs} universityName={settings.universityName} address={settings.address} />
        </div>
      </section>
    </>
  )
}
