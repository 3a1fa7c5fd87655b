import { ProgrammeListPage } from '@/components/programmes/ProgrammeListPage'
import { page } from '@/lib/pages'
import type { ArchivePage } from '@/lib/pages/archives'
import { archiveMetadata } from '@/lib/pages/page-metadata'
import { getProgrammePage } from '@/lib/reads/programmes'

export const revalidate = 86400

/** The first 50 programmes; the other pages are served by ./archive (lib/pages/archives.ts). */
const FIRST: ArchivePage = { archive: 'graduate', kind: null, year: null, page: 1 }

export const generateMetadata = () => archiveMetadata(FIRST)

export default async function GradPage() {
  const programmes = await getProgrammePage('graduate', FIRST.page)
  return (
    <ProgrammeListPage
      kind="graduate"
      view={FIRST}
      listTitle={page('/grad').title}
      programmes={programmes.docs}
      totalPages={Math.max(1, programmes.totalPages)}
    />
  )
}
