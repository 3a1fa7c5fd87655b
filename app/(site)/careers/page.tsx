import { JobCards } from '@/components/careers/JobCards'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'
import { getOpenJobs } from '@/lib/reads/jobs'
import { getSiteSettings } from '@/lib/reads/settings'

export const revalidate = 3600

export const generateMetadata = () => pageMetadata('/careers')

export default async function CareersPage() {
  const [jobs, settings] = await Promise.all([getOpenJobs(30), getSiteSettings()])
  return (
    <>
      <PageHeader title={page('/careers').title} intro="Join a community committed to Christian education and service excellence." />
      <section className="section">
        <div className="container">
          <JobCards jobs={jobs} universityName={settings.universityName} address={settings.address} />
        </div>
      </section>
    </>
  )
}
