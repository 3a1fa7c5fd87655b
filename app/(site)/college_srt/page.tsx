import { CollegePage, collegeMetadata } from '@/components/colleges/CollegePage'

export const revalidate = 86400

export function generateMetadata() {
  return collegeMetadata('SRT', '/college_srt')
}

export default function Page() {
  return <CollegePage code="SRT" />
}
