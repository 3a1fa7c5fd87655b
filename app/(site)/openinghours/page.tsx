import styles from '@/components/directory/Directory.module.css'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'
import { getOfficeHours } from '@/lib/reads/directory'
import { ScrollTable } from '@/components/ui/ScrollTable'
import { PageLink } from '@/components/ui/PageLink'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/openinghours')

export default async function OfficeHoursPage() {
  const rows = await getOfficeHours()
  return (
    <>
      <PageHeader title={page('/openinghours').title} intro="When our offices and services are open, and the extension to call." />
      <div className="container section">
        {rows.length ? (
          <ScrollTable label="Office hours by department">
            <table className={styles.table}>
              <caption className="visually-hidden">Office hours by department</caption>
              <thead>
                <tr>
                  <th scope="col">Department</th>
                  <th scope="col">Extension</th>
                  <th scope="col">Hours</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <th scope="row">{r.department}</th>
                    <td>{r.extension ?? '—'}</td>
                    <td>
                      {r.hours.split(/;\s*/).map((part, i) => (
                        <span key={i} className={styles.hoursPart}>
                          {part}
                        </span>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        ) : (
          <p>
            Office hours are being updated. Please call the main switchboard or see the <PageLink href="/searchDepartment">department directory</PageLink>.
          </p>
        )}
        <p>
          Looking for an e-mail address? See the <PageLink href="/searchDepartment">department directory</PageLink>. Offices close for public holidays listed in
          the <PageLink href="/academiccalendar">academic calendar</PageLink>.
        </p>
      </div>
    </>
  )
}
