import { CollegePage, collegeMetadata } from '@/components/colleges/CollegePage'

export const revalidate = 86400

export function generateMetadata() {
  return collegeMetadata('HUBBS', '/college_hubbs')
}

export default function Page() {
  return <CollegePage code="HUBBS" />
}
