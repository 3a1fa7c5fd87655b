import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { JsonLd } from '@/components/ui/JsonLd'
import { jobPostingJsonLd } from '@/lib/careers/jsonld'
import { config } from '@/lib/config/site.mjs'
import { recordList, recordPath } from '@/lib/pages/records'
import type { JobDetail } from '@/lib/reads/jobs'
import type { SiteSettings } from '@/lib/reads/settings'
import { lexicalToPlainText } from '@/lib/text/plain-text'

/** A job page's structured data: its JobPosting (the whole description) and its breadcrumbs under /careers. */
export function JobJsonLd({ job, settings }: { job: JobDetail; settings: SiteSettings }) {
  const path = recordPath('job', job.id)
  const description =
    lexicalToPlainText(job.description) || `${job.title} in ${job.department} at ${settings.universityName}.`
  return (
    <>
      <JsonLd data={jobPostingJsonLd({ ...job, description, path }, settings, config.serverUrl)} />
      <BreadcrumbJsonLd path={recordList('jobs')} leaf={{ name: job.title, path }} />
    </>
  )
}
