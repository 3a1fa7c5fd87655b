import type { Metadata } from 'next'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { ComposedPageView } from '@/components/composed-pages/ComposedPageView'
import { NotFoundPage } from '@/components/shell/NotFound'
import { detailMetadata, notFoundMetadata } from '@/lib/seo/detail-metadata'
import { PageHeader } from '@/components/ui/PageHeader'
import { pageEntryMetadata } from '@/lib/pages/page-metadata'
import { composedPathParent } from '@/lib/pages/composed-paths'
import { CONTENT_PAGES, findContentPage, loadContent } from '@/lib/pages/content'
import { getComposedPage } from '@/lib/reads/pages'
import { getSiteSettings } from '@/lib/reads/settings'
import { shareImage } from '@/lib/seo/override'
import { generatedImagePath } from '@/lib/seo/share-card'
import { routeSegment } from '@/lib/text/route-segment'
import { followRedirect } from '@/lib/redirects/follow'

type Props = { params: Promise<{ path: string[] }> }

const pathOf = (segments: string[]) => '/' + segments.map(routeSegment).join('/')

export function generateStaticParams() {
  return CONTENT_PAGES.map((page) => ({ path: page.path.slice(1).split('/') }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = pathOf((await params).path)
  const page = findContentPage(path)
  if (page) return pageEntryMetadata(page)
  const composed = await getComposedPage(path)
  if (!composed) return notFoundMetadata()
  return detailMetadata({
    path: composed.path,
    title: composed.title,
    description: composed.description,
    image: shareImage(composed.heroImage),
    generatedImage: generatedImagePath('page', composed.path),
    override: composed.meta,
  })
}

/**
 * The static MDX pages of the page registry (lib/pages), then the pages editors compose in the
 * CMS (lib/reads/pages.ts, live on the next request after they are published), then the stored
 * redirects; every other path no route claims gets the not-found page inside the shell (spec §2).
 */
export default async function ContentRoute({ params }: Props) {
  const path = pathOf((await params).path)
  const page = findContentPage(path)
  if (!page) {
    const composed = await getComposedPage(path)
    if (composed) {
      const parent = composedPathParent(path)
      return (
        <>
          <BreadcrumbJsonLd path={parent?.path ?? '/'} leaf={{ name: composed.title, path: composed.path }} />
          <ComposedPageView page={composed} />
        </>
      )
    }
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
