import { CollegePage } from '@/components/colleges/CollegePage'
import { NotFoundPage } from '@/components/shell/NotFound'
import { collegeMetadata } from '@/lib/colleges/metadata'
import { getCollege } from '@/lib/reads/colleges'
import { listProgrammes } from '@/lib/reads/programmes'

export const revalidate = 86400

export async function generateMetadata() {
  return collegeMetadata('/college_cnasahn', await getCollege('CNAS'))
}

/** With the college's undergraduate degrees (spec). */
export default async function Page() {
  const [college, programmes] = await Promise.all([getCollege('CNAS'), listProgrammes('undergraduate')])
  if (!college) return <NotFoundPage />
  const degrees = programmes.filter((p) => p.college?.code === 'CNAS')
  return <CollegePage college={college} degrees={{ title: 'Undergraduate degrees', programmes: degrees }} />
}
