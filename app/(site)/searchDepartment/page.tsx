import { DepartmentExtensions } from '@/components/directory/DepartmentExtensions'
import { DirectoryFilter } from '@/components/directory/DirectoryFilter'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { getDirectoryEntries, getOfficeHours } from '@/lib/reads/directory'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/searchDepartment')

export default async function DepartmentDirectoryPage() {
  const [entries, offices] = await Promise.all([getDirectoryEntries(), getOfficeHours()])
  return (
    <>
      <PageHeader
        title={page('/searchDepartment').title}
        intro="Who to call or write to, and about what. Type a name to narrow the list."
      />
      <section className="container section" aria-labelledby="offices-heading">
        <h2 id="offices-heading">Offices and departments</h2>
        <DirectoryFilter entries={entries} />
      </section>
      <DepartmentExtensions offices={offices} />
    </>
  )
}
