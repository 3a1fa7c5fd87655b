import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { ARCHIVES, archivePath, archiveTitle, type ArchivePage } from '@/lib/pages/archives'
import type { DirectoryEntry, OfficeHoursRow } from '@/lib/reads/directory'
import { DepartmentExtensions } from './DepartmentExtensions'
import { DirectoryFilter } from './DirectoryFilter'

type Props = {
  view: ArchivePage
  /** The list page's own title (the registry's). */
  listTitle: string
  entries: DirectoryEntry[]
  totalEntries: number
  totalPages: number
  offices: OfficeHoursRow[]
}

/**
 * A page of /searchDepartment: its entries (100 a page, lib/pages/archives.ts) with the name
 * search (over every entry once there is more than one page), links to the other pages, and the
 * departments' extensions.
 */
export function DirectoryList({ view, listTitle, entries, totalEntries, totalPages, offices }: Props) {
  const title = archiveTitle({ ...view, page: 1 }, listTitle)
  return (
    <>
      <PageHeader
        title={title}
        intro={
          view.page > 1
            ? `Page ${view.page} of ${totalPages}`
            : 'Who to call or write to, and about what. Type a name to narrow the list.'
        }
      />
      <section className="container section" aria-labelledby="offices-heading">
        <h2 id="offices-heading">Offices and departments</h2>
        <DirectoryFilter
          entries={entries}
          total={totalEntries}
          offset={(view.page - 1) * ARCHIVES.directory.pageSize}
          allUrl={totalPages > 1 ? '/api/directory' : undefined}
        />
        <Pagination
          label={`${title} pages`}
          page={view.page}
          totalPages={totalPages}
          href={(page) => archivePath({ ...view, page })}
        />
      </section>
      <DepartmentExtensions offices={offices} />
    </>
  )
}
