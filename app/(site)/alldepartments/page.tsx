import { ExternalLink } from '@/components/ui/ExternalLink'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'
import { getCollegesWithDepartments } from '@/lib/reads/colleges'
import { PageLink } from '@/components/ui/PageLink'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/alldepartments')

export default async function AllDepartmentsPage() {
  const colleges = await getCollegesWithDepartments()
  return (
    <>
      <PageHeader title={page('/alldepartments').title} intro="Our departments, by college, and the School of Religion and Theology." />
      <div className="container section grid">
        {colleges.map((college) => (
          <section key={college.code} aria-labelledby={`college-${college.code}`}>
            <h2 id={`college-${college.code}`} style={{ fontSize: '1.25rem' }}>
              <PageLink href={college.route}>{college.name}</PageLink>
            </h2>
            <ul>
              {college.departments.map((department) => (
                <li key={department.code}>
                  {department.website ? <ExternalLink href={department.website}>{department.name}</ExternalLink> : department.name}{' '}
                  <span className="muted">({department.code})</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}
