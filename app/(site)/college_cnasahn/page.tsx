import { CollegePage, collegeMetadata } from '@/components/colleges/CollegePage'

export const revalidate = 86400

export function generateMetadata() {
  return collegeMetadata('CNAS', '/college_cnasahn')
}

export default function Page() {
  return <CollegePage code="CNAS" degrees={{ by: 'college', code: 'CNAS', title: 'Undergraduate degrees' }} />
}
