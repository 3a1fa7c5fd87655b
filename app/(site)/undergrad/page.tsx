import { programmeListRoutes } from '@/components/programmes/ProgrammeListRoutes'

export const revalidate = 86400

/** The first 50 programmes; the other pages are served by ./archive (lib/pages/archives.ts). */
const { first } = programmeListRoutes('undergraduate')

export const generateMetadata = first.generateMetadata

export default first.Page
