import { ExternalLink } from '@/components/ui/ExternalLink'
import { PageLink } from '@/components/ui/PageLink'
import type { CollegeWithDepartments } from '@/lib/reads/colleges'

/** Every department under its college, each linking to its own website when it has one. */
export function DepartmentsByCollege({ colleges }: { colleges: CollegeWithDepartments[] }) {
  return (
    <div className="container section grid">
      {colleges.map((college) => (
        <section key={college.code} aria-labelledby={`college-${college.code}`}>
          <h2 id={`college-${college.code}`} style={{ fontSize: '1.25rem' }}>
            <PageLink href={college.route}>{college.name}</PageLink>
          </h2>
          <ul>
            {college.departments.map((department) => (
              <li key={department.code}>
                {department.website ? (
                  <ExternalLink href={department.website}>{department.name}</ExternalLink>
                ) : (
                  department.name
                )}{' '}
                <span className="muted">({department.code})</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
