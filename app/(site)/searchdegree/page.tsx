import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ProgrammeFinder } from '@/components/programmes/ProgrammeFinder'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { parsePageNumber } from '@/lib/pages/archives'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { getFinderFacets, getFinderPage } from '@/lib/reads/programmes'
import { finderPath, parseFinderQuery, type FinderQuery } from '@/lib/programmes/finder'
import { detailMetadata, notFoundMetadata } from '@/lib/seo/detail-metadata'
import { generatedImagePath } from '@/lib/seo/share-card'

type SearchParams = Record<string, string | string[] | undefined>
type Props = { searchParams: Promise<SearchParams> }

/** The filters and page a URL asks for; null when its `page` is no page number (`?page=abc`, `?page=0`). */
function requested(params: SearchParams): { query: FinderQuery; page: number } | null {
  const raw = params.page
  const page = raw === undefined ? 1 : parsePageNumber(Array.isArray(raw) ? raw[0] : raw)
  return page === null ? null : { query: parseFinderQuery(params), page }
}

/** The results a URL asks for, or null when it names a page past them (a 404, as the lists' pages past their last). */
async function shown(params: SearchParams) {
  const view = requested(params)
  if (!view) return null
  const results = await getFinderPage(view.query, view.page)
  return view.page > results.totalPages ? null : { ...view, results }
}

/**
 * Past page 1 a finder page has its own title ("… – page 2"), description and canonical URL, as
 * the lists' pages do, and is kept out of search engines (its links are followed): its programmes
 * are indexed through their own lists and pages, and every mix of filters is another address.
 */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const view = await shown(await searchParams)
  if (!view) return notFoundMetadata()
  if (view.page === 1) return pageMetadata('/searchdegree')
  const finder = page('/searchdegree')
  const metadata = await detailMetadata({
    path: finderPath(view.query, view.page),
    title: `${finder.title} – page ${view.page}`,
    description: `${finder.description} Page ${view.page}.`,
    generatedImage: generatedImagePath('page', finder.path),
  })
  return { ...metadata, robots: { index: false, follow: true } }
}

/**
 * One search across every programme; the filters live in the URL, so a search can be shared. The
 * server answers with one page of results (the database filters and counts them) and the page
 * links; with JavaScript the results follow typing and choices.
 */
export default async function SearchDegreePage({ searchParams }: Props) {
  const [view, facets] = await Promise.all([searchParams.then(shown), getFinderFacets()])
  // Thrown, not components/shell/NotFound.tsx's boundary: this page renders on each request and
  // streams, so a 404 thrown inside a Suspense boundary would come after its 200 had been sent.
  if (!view) notFound()
  return (
    <>
      <PageHeader
        title={page('/searchdegree').title}
        intro="One search across undergraduate, graduate, extension and certificate programmes."
      />
      <div className="container section">
        <ProgrammeFinder facets={facets} initialQuery={view.query} initialResults={view.results} />
      </div>
    </>
  )
}
