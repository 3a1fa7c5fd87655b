import { CollegeCards } from '@/components/colleges/CollegeCards'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { getColleges } from '@/lib/reads/colleges'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/collegeschools')

export default async function CollegesAndSchoolsPage() {
  const colleges = await getColleges()
  return (
    <>
      <PageHeader title={page('/collegeschools').title} intro="Five colleges and schools, one university." />
      <CollegeCards colleges={colleges} />
    </>
  )
}
