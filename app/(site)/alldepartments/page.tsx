import { DepartmentsByCollege } from '@/components/colleges/DepartmentsByCollege'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { getCollegesWithDepartments } from '@/lib/reads/colleges'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/alldepartments')

export default async function AllDepartmentsPage() {
  const colleges = await getCollegesWithDepartments()
  return (
    <>
      <PageHeader
        title={page('/alldepartments').title}
        intro="Our departments, by college, and the School of Religion and Theology."
      />
      <DepartmentsByCollege colleges={colleges} />
    </>
  )
}
