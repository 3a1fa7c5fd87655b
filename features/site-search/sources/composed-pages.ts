import 'server-only'
import { getComposedPage, listComposedPageUrls } from '@/lib/reads/pages'
import type { SearchDocument } from '../index/fulltext'
import { definePart } from './define-part'
import { mapLimited, READ_CONCURRENCY } from './map-limited'

/** The pages editors composed in the CMS, whole: their title, description and every block's words. */
export const composedPages = definePart('composed-pages', ['pages', 'documents'], async () => {
  const urls = await listComposedPageUrls()
  const found = await mapLimited(urls, READ_CONCURRENCY, ({ url }) => getComposedPage(url))
  const documents = found.flatMap((page): SearchDocument[] =>
    page
      ? [
          {
            id: `page:${page.path}`,
            kind: 'page',
            title: page.title,
            headings: page.heading === page.title ? '' : page.heading,
            body: `${page.description} ${page.text}`,
            url: page.path,
          },
        ]
      : [],
  )
  return { documents }
})
