import { JobCards } from '@/components/careers/JobCards'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { getOpenJobs } from '@/lib/reads/jobs'

export const revalidate = 3600

export const generateMetadata = () => pageMetadata('/careers')

export default async function CareersPage() {
  const jobs = await getOpenJobs(30)
  return (
    <>
      <PageHeader
        title={page('/careers').title}
        intro="Join a community committed to Christian education and service excellence."
      />
      <BreadcrumbJsonLd path="/careers" />
      <section className="section">
        <div className="container">
          <JobCards jobs={jobs} />
        </div>
      </section>
    </>
  )
}
