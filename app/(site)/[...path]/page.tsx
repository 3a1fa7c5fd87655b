import type { Metadata } from 'next'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { NotFoundPage } from '@/components/shell/NotFound'
import { notFoundMetadata } from '@/lib/seo/detail-metadata'
import { PageHeader } from '@/components/ui/PageHeader'
import { pageEntryMetadata } from '@/lib/pages/page-metadata'
import { CONTENT_PAGES, findContentPage, loadContent } from '@/lib/pages/content'
import { getSiteSettings } from '@/lib/reads/settings'
import { routeSegment } from '@/lib/text/route-segment'
import { followRedirect } from '@/lib/redirects/follow'

type Props = { params: Promise<{ path: string[] }> }

const pathOf = (segments: string[]) => '/' + segments.map(routeSegment).join('/')

export function generateStaticParams() {
  return CONTENT_PAGES.map((page) => ({ path: page.path.slice(1).split('/') }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = findContentPage(pathOf((await params).path))
  if (!page) return notFoundMetadata()
  return pageEntryMetadata(page)
}

/**
 * The static MDX pages of the page registry (lib/pages); every other path no route claims gets the
 * not-found page inside the shell (spec §2).
 */
export default async function ContentRoute({ params }: Props) {
  const path = pathOf((await params).path)
  const page = findContentPage(path)
  if (!page) {
    await followRedirect(path)
    return <NotFoundPage />
  }
  const [{ default: Content }, settings] = await Promise.all([loadContent(page), getSiteSettings()])
  return (
    <>
      <BreadcrumbJsonLd path={page.path} />
      {page.content.customHeader ? null : <PageHeader title={page.title} intro={page.description} />}
      <div className={`container section ${page.content.customHeader ? '' : 'prose'}`}>
        <Content settings={settings} />
      </div>
    </>
  )
}
