import { DirectoryList } from '@/components/directory/DirectoryList'
import { page } from '@/lib/pages'
import type { ArchivePage } from '@/lib/pages/archives'
import { archiveMetadata } from '@/lib/pages/page-metadata'
import { getDirectoryPage, getOfficeHours } from '@/lib/reads/directory'

export const revalidate = 86400

/** The first 100 entries; the other pages are served by ./archive (lib/pages/archives.ts). */
const FIRST: ArchivePage = { archive: 'directory', kind: null, year: null, page: 1 }

export const generateMetadata = () => archiveMetadata(FIRST)

export default async function DepartmentDirectoryPage() {
  const [entries, offices] = await Promise.all([getDirectoryPage(FIRST.page), getOfficeHours()])
  return (
    <DirectoryList
      view={FIRST}
      listTitle={page('/searchDepartment').title}
      entries={entries.docs}
      totalEntries={entries.totalDocs}
      totalPages={Math.max(1, entries.totalPages)}
      offices={offices}
    />
  )
}
