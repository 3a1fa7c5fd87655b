import type { Metadata } from 'next'
import UndergradPage from '../undergrad/page'

// The older lower-case address keeps working as a page: the same list, canonical at /undergrad.
export const revalidate = 86400

export const metadata: Metadata = {
  title: 'Undergraduate programmes (all)',
  description: 'Every undergraduate programme of the university, searchable by name, in a grid or a table.',
  alternates: { canonical: '/undergrad' },
}

export default UndergradPage
