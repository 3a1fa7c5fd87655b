import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { archivePath, archiveTitle, type ArchivePage } from '@/lib/pages/archives'
import type { Job } from '@/lib/reads/jobs'
import { JobCards } from './JobCards'

type Props = {
  view: ArchivePage
  /** The list page's own title (the registry's). */
  listTitle: string
  jobs: Job[]
  totalPages: number
}

const INTRO = 'Join a community committed to Christian education and service excellence.'

/** A page of /careers: its open jobs (30 a page, lib/pages/archives.ts) and links to the other pages. */
export function JobList({ view, listTitle, jobs, totalPages }: Props) {
  const title = archiveTitle({ ...view, page: 1 }, listTitle)
  return (
    <>
      <PageHeader title={title} intro={view.page > 1 ? `Page ${view.page} of ${totalPages}` : INTRO} />
      <section className="section">
        <div className="container">
          <JobCards jobs={jobs} />
          <Pagination
            label={`${title} pages`}
            page={view.page}
            totalPages={totalPages}
            href={(page) => archivePath({ ...view, page })}
          />
        </div>
      </section>
    </>
  )
}
