import { programmeListRoutes } from '@/components/programmes/ProgrammeListRoutes'

export const revalidate = 86400

/** None at build: each page renders on its first request (proxy.ts rewrites `/grad?page=…` here) and is cached. */
export async function generateStaticParams(): Promise<{ page: string }[]> {
  return []
}

const { archive } = programmeListRoutes('graduate')

export const generateMetadata = archive.generateMetadata

export default archive.Page
