import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'
import { getColleges } from '@/lib/reads/colleges'
import { PageLink } from '@/components/ui/PageLink'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/collegeschools')

export default async function CollegesAndSchoolsPage() {
  const colleges = await getColleges()
  return (
    <>
      <PageHeader title={page('/collegeschools').title} intro="Five colleges and schools, one university." />
      <div className="container section">
        <ul className="grid" style={{ listStyle: 'none', padding: 0 }}>
          {colleges.map((college) => (
            <li key={college.code} className="card">
              <div className="card-body">
                <h2 style={{ fontSize: '1.25rem' }}>{college.name}</h2>
                <p>{college.summary}</p>
                <p>
                  <PageLink className="btn" href={college.route}>
                    Visit<span className="visually-hidden"> {college.name}</span>
                  </PageLink>
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p>
          <PageLink href="/alldepartments">See all departments</PageLink>
        </p>
      </div>
    </>
  )
}
