import { ExtensionTable } from '@/components/programmes/ExtensionTable'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { listProgrammes } from '@/lib/reads/programmes'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/extensionprograms')

export default async function ExtensionProgrammesPage() {
  const rows = await listProgrammes('extension')
  return (
    <>
      <PageHeader
        title={page('/extensionprograms').title}
        intro="Study close to home or online: degrees offered at our regional campuses, by level, class time and campus."
      />
      <div className="container section">
        <ExtensionTable rows={rows} />
      </div>
    </>
  )
}
