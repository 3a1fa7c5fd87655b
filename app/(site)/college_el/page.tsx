import { CollegePage } from '@/components/colleges/CollegePage'
import { NotFoundPage } from '@/components/shell/NotFound'
import { collegeMetadata } from '@/lib/colleges/metadata'
import { getCollege } from '@/lib/reads/colleges'
import { listScopedProgrammes } from '@/lib/reads/programmes'

export const revalidate = 86400

export async function generateMetadata() {
  return collegeMetadata('/college_el', await getCollege('CEL'))
}

/** With the teacher education programmes (spec: the department TED's degrees) and a way to every department. */
export default async function Page() {
  const [college, teacherEducation] = await Promise.all([
    getCollege('CEL'),
    listScopedProgrammes('undergraduate', { department: 'TED' }),
  ])
  if (!college) return <NotFoundPage />
  return (
    <CollegePage
      college={college}
      degrees={{
        title: 'Teacher education programmes',
        programmes: teacherEducation.docs,
        total: teacherEducation.totalDocs,
        // The finder matches a department's name as well as a programme's.
        allHref: `/searchdegree?kind=undergraduate&q=${encodeURIComponent(teacherEducation.docs[0]?.department?.name ?? '')}`,
      }}
      seeAllDepartments
    />
  )
}
