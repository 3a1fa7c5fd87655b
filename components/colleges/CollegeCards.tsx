import { PageLink } from '@/components/ui/PageLink'
import type { CollegeSummary } from '@/lib/reads/colleges'

/** The colleges and school as cards leading to their pages, then the way to every department. */
export function CollegeCards({ colleges }: { colleges: CollegeSummary[] }) {
  return (
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
  )
}
