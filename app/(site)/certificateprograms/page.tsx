import { CertificateTable } from '@/components/programmes/CertificateTable'
import { PageHeader } from '@/components/ui/PageHeader'
import { PageLink } from '@/components/ui/PageLink'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { listProgrammes } from '@/lib/reads/programmes'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/certificateprograms')

export default async function CertificateProgrammesPage() {
  const rows = await listProgrammes('certificate')
  return (
    <>
      <PageHeader
        title={page('/certificateprograms').title}
        intro="Short professional programmes and industry certifications, marked Certificate, Diploma or Graduate level."
      />
      <div className="container section">
        <p>
          Looking for a degree instead? <PageLink href="/searchdegree">Search every programme</PageLink>, or ask about a
          certificate through our <PageLink href="/request_information">request information</PageLink> form.
        </p>
        <CertificateTable rows={rows} />
      </div>
    </>
  )
}
