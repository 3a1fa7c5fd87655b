import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'
import { getColleges } from '@/lib/reads/colleges'

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
                  <a className="btn" href={college.route}>
                    Visit<span className="visually-hidden"> {college.name}</span>
                  </a>
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p>
          <a href="/alldepartments">See all departments</a>
        </p>
      </div>
    </>
  )
}
