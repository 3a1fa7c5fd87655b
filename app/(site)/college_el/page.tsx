import { CollegePage, collegeMetadata } from '@/components/colleges/CollegePage'

export const revalidate = 86400

export function generateMetadata() {
  return collegeMetadata('CEL', '/college_el')
}

export default function Page() {
  return <CollegePage code="CEL" seeAllDepartments degrees={{ by: 'department', code: 'TED', title: 'Teacher education programmes' }} />
}
