import styles from '@/components/programmes/programs.module.css'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'
import { listProgrammes } from '@/lib/reads/programmes'
import { ScrollTable } from '@/components/ui/ScrollTable'
import { PageLink } from '@/components/ui/PageLink'
import { TickIcon } from '@/components/ui/icons'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/certificateprograms')

const LEVELS = ['Certificate', 'Diploma', 'Graduate'] as const

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
          Looking for a degree instead? <PageLink href="/searchdegree">Search every programme</PageLink>, or ask about a certificate through our{' '}
          <PageLink href="/request_information">request information</PageLink> form.
        </p>
        {rows.length ? (
          <ScrollTable label="Certificate programmes and their level">
            <table>
              <caption className="visually-hidden">Certificate programmes and their level</caption>
              <thead>
                <tr>
                  <th scope="col">Programme</th>
                  <th scope="col">Department</th>
                  {LEVELS.map((l) => (
                    <th key={l} scope="col" className={styles.center}>
                      {l}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.slug}>
                    <th scope="row">{p.name}</th>
                    <td>{p.department?.code ?? ''}</td>
                    {LEVELS.map((l) => (
                      <td key={l} className={styles.center}>
                        {p.certificateLevel === l ? <TickIcon className={styles.tick} label={`${l} level`} /> : null}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        ) : (
          <p className={styles.empty}>Certificate programmes will be published soon.</p>
        )}
      </div>
    </>
  )
}
