import { programmeDetailRoute } from '@/components/programmes/detail-page'

/** One undergraduate programme; /undergrad?degree={slug or id} is rewritten here by proxy.ts. */
const route = programmeDetailRoute('undergraduate')

export const revalidate = 86400
export const dynamicParams = true
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
