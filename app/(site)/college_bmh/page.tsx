import { CollegePage, collegeMetadata } from '@/components/colleges/CollegePage'

export const revalidate = 86400

export function generateMetadata() {
  return collegeMetadata('BMH', '/college_bmh')
}

export default function Page() {
  return <CollegePage code="BMH" />
}
