import { DirectoryFilter } from '@/components/directory/DirectoryFilter'
import styles from '@/components/directory/Directory.module.css'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'
import { getDirectoryEntries, getOfficeHours } from '@/lib/reads/directory'
import { PageLink } from '@/components/ui/PageLink'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/searchDepartment')

export default async function DepartmentDirectoryPage() {
  const [entries, offices] = await Promise.all([getDirectoryEntries(), getOfficeHours()])
  const pairs = offices.filter((o) => o.extension)
  return (
    <>
      <PageHeader title={page('/searchDepartment').title} intro="Who to call or write to, and about what. Type a name to narrow the list." />
      <section className="container section" aria-labelledby="offices-heading">
        <h2 id="offices-heading">Offices and departments</h2>
        <DirectoryFilter entries={entries} />
      </section>
      {pairs.length ? (
        <section className="section section-alt" aria-labelledby="extensions-heading">
          <div className="container">
            <h2 id="extensions-heading">Departments and extensions</h2>
            <ul className={styles.pairs}>
              {pairs.map((o) => (
                <li key={o.id}>
                  <span>{o.department}</span>
                  <span>
                    <span className="visually-hidden">extension </span>
                    {o.extension}
                  </span>
                </li>
              ))}
            </ul>
            <p>
              See <PageLink href="/openinghours">office hours</PageLink> for when each office is open.
            </p>
          </div>
        </section>
      ) : null}
    </>
  )
}
