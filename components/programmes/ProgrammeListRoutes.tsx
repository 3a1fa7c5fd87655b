import 'server-only'
import type { Metadata } from 'next'
import { NotFoundPage } from '@/components/shell/NotFound'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { page } from '@/lib/pages'
import { ARCHIVES, archiveFromRoute, archivePath, archiveTitle, type ArchivePage } from '@/lib/pages/archives'
import { archiveMetadata } from '@/lib/pages/page-metadata'
import { getProgrammePage, type ProgrammeKind } from '@/lib/reads/programmes'
import { notFoundMetadata } from '@/lib/seo/detail-metadata'
import { ProgrammeListPage } from './ProgrammeListPage'

type ArchiveProps = { params: Promise<{ page: string }> }

/**
 * What the route files of a programme list export (/undergrad, /grad, /extensionprograms,
 * /certificateprograms; the archive names the programme kinds): its first page, and every other
 * page, served from `<list>/archive/[page]` (proxy.ts rewrites `<list>?page=n` there).
 */
export function programmeListRoutes(kind: ProgrammeKind) {
  const listPath = ARCHIVES[kind].list
  const first: ArchivePage = { archive: kind, kind: null, year: null, page: 1 }

  const show = async (view: ArchivePage) => {
    const programmes = await getProgrammePage(kind, view.page)
    const listTitle = page(listPath).title
    return (
      <ProgrammeListPage
        kind={kind}
        view={view}
        listTitle={listTitle}
        programmes={programmes.docs}
        totalDocs={programmes.totalDocs}
        totalPages={Math.max(1, programmes.totalPages)}
      />
    )
  }

  /** The page the route names, when it has programmes (not a page number, or past the end: none). */
  const named = async (params: ArchiveProps['params']): Promise<ArchivePage | null> => {
    const view = archiveFromRoute(kind, await params)
    if (!view) return null
    return (await getProgrammePage(kind, view.page)).docs.length ? view : null
  }

  return {
    first: {
      generateMetadata: (): Promise<Metadata> => archiveMetadata(first),
      Page: () => show(first),
    },
    archive: {
      generateMetadata: async ({ params }: ArchiveProps): Promise<Metadata> => {
        const view = await named(params)
        return view ? archiveMetadata(view) : notFoundMetadata()
      },
      Page: async ({ params }: ArchiveProps) => {
        const view = await named(params)
        if (!view) return <NotFoundPage />
        return (
          <>
            <BreadcrumbJsonLd
              path={listPath}
              leaf={{ name: archiveTitle(view, page(listPath).title), path: archivePath(view) }}
            />
            {await show(view)}
          </>
        )
      },
    },
  }
}
