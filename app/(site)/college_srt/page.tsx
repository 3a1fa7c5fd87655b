import { CollegePage } from '@/components/colleges/CollegePage'
import { NotFoundPage } from '@/components/shell/NotFound'
import { collegeMetadata } from '@/lib/colleges/metadata'
import { getCollege } from '@/lib/reads/colleges'

export const revalidate = 86400

export async function generateMetadata() {
  return collegeMetadata('/college_srt', await getCollege('SRT'))
}

export default async function Page() {
  const college = await getCollege('SRT')
  return college ? <CollegePage college={college} /> : <NotFoundPage />
}
