import { OfficeHoursTable } from '@/components/directory/OfficeHoursTable'
import { PageHeader } from '@/components/ui/PageHeader'
import { PageLink } from '@/components/ui/PageLink'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { OFFICE_FRIDAY_CLOSING } from '@/lib/policy/student-services'
import { getOfficeHours } from '@/lib/reads/directory'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/openinghours')

export default async function OfficeHoursPage() {
  const rows = await getOfficeHours()
  return (
    <>
      <PageHeader
        title={page('/openinghours').title}
        intro="When our offices and services are open, and the extension to call."
      />
      <div className="container section">
        <p>
          Offices close at {OFFICE_FRIDAY_CLOSING.time} on Friday, except {OFFICE_FRIDAY_CLOSING.exception}, and are
          closed on the Sabbath (Saturday).
        </p>
        <OfficeHoursTable rows={rows} />
        <p>
          Looking for an e-mail address? See the <PageLink href="/searchDepartment">department directory</PageLink>.
          Offices close for public holidays listed in the{' '}
          <PageLink href="/academiccalendar">academic calendar</PageLink>.
        </p>
      </div>
    </>
  )
}
