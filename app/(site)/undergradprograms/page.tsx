import UndergradPage from '../undergrad/page'
import { pageMetadata } from '@/lib/pages/page-metadata'

// The older lower-case address keeps working as a page: the same list, canonical at /undergrad.
export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/undergradprograms')

export default UndergradPage
