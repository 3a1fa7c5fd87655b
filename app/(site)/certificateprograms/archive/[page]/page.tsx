import type { Metadata } from 'next'
import { ProgrammeListPage } from '@/components/programmes/ProgrammeListPage'
import { NotFoundPage } from '@/components/shell/NotFound'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { page } from '@/lib/pages'
import { archiveFromRoute, archivePath, archiveTitle } from '@/lib/pages/archives'
import { archiveMetadata } from '@/lib/pages/page-metadata'
import { getProgrammePage } from '@/lib/reads/programmes'
import { notFoundMetadata } from '@/lib/seo/detail-metadata'

export const revalidate = 86400

type Props = { params: Promise<{ page: string }> }

/** None at build: each page renders on its first request (proxy.ts rewrites `/certificateprograms?page=…` here) and is cached. */
export async function generateStaticParams(): Promise<Awaited<Props['params']>[]> {
  return []
}

/** The page the route names and its programmes, or null when there is none (not a page number, a page past the end). */
async function read(params: Props['params']) {
  const view = archiveFromRoute('certificate', await params)
  if (!view) return null
  const programmes = await getProgrammePage('certificate', view.page)
  return programmes.docs.length ? { view, programmes } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await read(params)
  return found ? archiveMetadata(found.view) : notFoundMetadata()
}

export default async function CertificateProgrammesPageArchive({ params }: Props) {
  const found = await read(params)
  if (!found) return <NotFoundPage />
  const { view, programmes } = found
  const listTitle = page('/certificateprograms').title
  return (
    <>
      <BreadcrumbJsonLd
        path="/certificateprograms"
        leaf={{ name: archiveTitle(view, listTitle), path: archivePath(view) }}
      />
      <ProgrammeListPage
        kind="certificate"
        view={view}
        listTitle={listTitle}
        programmes={programmes.docs}
        totalPages={programmes.totalPages}
      />
    </>
  )
}
