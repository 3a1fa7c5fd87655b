import 'server-only'
import { getArticle, listArticleUrls } from '@/lib/reads/articles'
import type { SearchDocument } from '../index/fulltext'
import { definePart } from './define-part'
import { mapLimited, READ_CONCURRENCY } from './map-limited'

/** The news and sports articles, whole. */
export const articles = definePart('articles', ['articles'], async () => {
  const urls = await listArticleUrls()
  const slugs = urls.map(({ url }) => decodeURIComponent(url.slice(url.lastIndexOf('/') + 1)))
  const found = await mapLimited(slugs, READ_CONCURRENCY, (slug) => getArticle(slug))
  const documents = found.flatMap((a): SearchDocument[] =>
    a
      ? [{ id: `news:${a.slug}`, kind: 'news', title: a.title, headings: a.writer, body: a.paragraphs.join(' '), url: `/news/${encodeURIComponent(a.slug)}` }]
      : [],
  )
  return { documents }
})
