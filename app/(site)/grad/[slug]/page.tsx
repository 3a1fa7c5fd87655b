import { programmeDetailRoute } from '@/components/programmes/detail-page'

/** One graduate programme; /grad?degreeName=…&degreeType=g_programs is rewritten here by proxy.ts. */
const route = programmeDetailRoute('graduate')

export const revalidate = 86400
export const dynamicParams = true
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
