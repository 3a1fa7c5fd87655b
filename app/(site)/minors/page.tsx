import { DepartmentLegend } from '@/components/programmes/Legends'
import styles from '@/components/programmes/programs.module.css'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'
import { listMinors } from '@/lib/reads/programmes'
import { ScrollTable } from '@/components/ui/ScrollTable'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/minors')

export default async function MinorsPage() {
  const minors = await listMinors()
  const departments = [...new Map(minors.flatMap((m) => (m.department ? [[m.department.code, m.department.name] as const] : []))).entries()]
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.code.localeCompare(b.code))
  return (
    <>
      <PageHeader title={page('/minors').title} intro="Add a minor to your degree to broaden your skills." />
      <div className="container section">
        <p className="prose">
          <strong>Note:</strong> please contact the department offering the minor and your academic advisor before you declare a minor, to plan the courses it
          requires.
        </p>
        {minors.length ? (
          <ScrollTable label="Minors and their departments" style={{ maxWidth: 640 }}>
            <table>
              <caption className="visually-hidden">Minors and their departments</caption>
              <thead>
                <tr>
                  <th scope="col">Minor</th>
                  <th scope="col">Department</th>
                </tr>
              </thead>
              <tbody>
                {minors.map((m) => (
                  <tr key={m.name}>
                    <th scope="row">{m.name}</th>
                    <td>{m.department ? <abbr title={m.department.name}>{m.department.code}</abbr> : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        ) : (
          <p className={styles.empty}>The list of minors will be published soon.</p>
        )}
        <div className={styles.legends}>
          <DepartmentLegend departments={departments} />
        </div>
      </div>
    </>
  )
}
