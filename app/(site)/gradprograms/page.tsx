import GradPage from '../grad/page'
import { pageMetadata } from '@/lib/pages/page-metadata'

// The older lower-case address keeps working as a page: the same list, canonical at /grad.
export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/gradprograms')

export default GradPage
