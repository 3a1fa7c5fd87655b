import 'server-only'
import { recordAt, recordPath } from '@/lib/pages/records'
import { getArticle, listArticleUrls } from '@/lib/reads/articles'
import type { SearchDocument } from '../index/fulltext'
import { definePart } from './define-part'
import { mapLimited, READ_CONCURRENCY } from './map-limited'

/** The news and sports articles, whole. */
export const articles = definePart('articles', ['articles'], async () => {
  const urls = await listArticleUrls()
  const slugs = urls.flatMap(({ url }) => recordAt(url)?.key ?? [])
  const found = await mapLimited(slugs, READ_CONCURRENCY, (slug) => getArticle(slug))
  const documents = found.flatMap((a): SearchDocument[] =>
    a
      ? [
          {
            id: `news:${a.slug}`,
            kind: 'news',
            title: a.title,
            headings: a.writer,
            body: a.paragraphs.join(' '),
            url: recordPath('article', a.slug),
          },
        ]
      : [],
  )
  return { documents }
})
