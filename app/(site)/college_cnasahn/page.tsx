import { CollegePage } from '@/components/colleges/CollegePage'
import { NotFoundPage } from '@/components/shell/NotFound'
import { collegeMetadata } from '@/lib/colleges/metadata'
import { getCollege } from '@/lib/reads/colleges'
import { listScopedProgrammes } from '@/lib/reads/programmes'

export const revalidate = 86400

export async function generateMetadata() {
  return collegeMetadata('/college_cnasahn', await getCollege('CNAS'))
}

/** With the college's undergraduate degrees (spec). */
export default async function Page() {
  const [college, degrees] = await Promise.all([
    getCollege('CNAS'),
    listScopedProgrammes('undergraduate', { college: 'CNAS' }),
  ])
  if (!college) return <NotFoundPage />
  return (
    <CollegePage
      college={college}
      degrees={{
        title: 'Undergraduate degrees',
        programmes: degrees.docs,
        total: degrees.totalDocs,
        allHref: '/searchdegree?kind=undergraduate&college=CNAS',
      }}
    />
  )
}
