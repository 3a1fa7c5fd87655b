import type { Metadata } from 'next'
import GradPage from '../grad/page'

// The older lower-case address keeps working as a page: the same list, canonical at /grad.
export const revalidate = 86400

export const metadata: Metadata = {
  title: 'Graduate programmes (all)',
  description: 'Every master’s and doctoral programme of the university, with campuses and level.',
  alternates: { canonical: '/grad' },
}

export default GradPage
