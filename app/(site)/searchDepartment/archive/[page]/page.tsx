import type { Metadata } from 'next'
import { DirectoryList } from '@/components/directory/DirectoryList'
import { NotFoundPage } from '@/components/shell/NotFound'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { page } from '@/lib/pages'
import { archiveFromRoute, archivePath, archiveTitle } from '@/lib/pages/archives'
import { archiveMetadata } from '@/lib/pages/page-metadata'
import { getDirectoryPage, getOfficeHours } from '@/lib/reads/directory'
import { notFoundMetadata } from '@/lib/seo/detail-metadata'

export const revalidate = 86400

type Props = { params: Promise<{ page: string }> }

/** None at build: each page renders on its first request (proxy.ts rewrites `/searchDepartment?page=…` here) and is cached. */
export async function generateStaticParams(): Promise<Awaited<Props['params']>[]> {
  return []
}

/** The page the route names and its entries, or null when there is none (not a page number, a page past the end). */
async function read(params: Props['params']) {
  const view = archiveFromRoute('directory', await params)
  if (!view) return null
  const entries = await getDirectoryPage(view.page)
  return entries.docs.length ? { view, entries } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await read(params)
  return found ? archiveMetadata(found.view) : notFoundMetadata()
}

export default async function DirectoryArchivePage({ params }: Props) {
  const [found, offices] = await Promise.all([read(params), getOfficeHours()])
  if (!found) return <NotFoundPage />
  const { view, entries } = found
  const listTitle = page('/searchDepartment').title
  return (
    <>
      <BreadcrumbJsonLd
        path="/searchDepartment"
        leaf={{ name: archiveTitle(view, listTitle), path: archivePath(view) }}
      />
      <DirectoryList
        view={view}
        listTitle={listTitle}
        entries={entries.docs}
        totalEntries={entries.totalDocs}
        totalPages={entries.totalPages}
        offices={offices}
      />
    </>
  )
}
