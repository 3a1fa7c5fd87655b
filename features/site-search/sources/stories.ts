import 'server-only'
import { getStory, listStoryUrls } from '@/lib/reads/stories'
import { recordAt, recordPath } from '@/lib/pages/records'
import { lexicalToPlainText } from '@/lib/text/plain-text'
import type { SearchDocument } from '../index/fulltext'
import { definePart } from './define-part'
import { mapLimited, READ_CONCURRENCY } from './map-limited'

/** The feature stories, whole. */
export const stories = definePart('stories', ['stories'], async () => {
  const urls = await listStoryUrls()
  // A story's URL carries its slug in the query (`/featurestory?article=<slug>`).
  const slugs = urls.flatMap(({ url }) => {
    const { pathname, searchParams } = new URL(url, 'http://site')
    return recordAt(pathname, searchParams)?.key ?? []
  })
  const found = await mapLimited(slugs, READ_CONCURRENCY, (slug) => getStory(slug))
  const documents = found.flatMap((s): SearchDocument[] =>
    s
      ? [
          {
            id: `story:${s.slug}`,
            kind: 'story',
            title: s.title,
            headings: s.author,
            body: `${s.summary} ${lexicalToPlainText(s.content)}`,
            url: recordPath('story', s.slug),
          },
        ]
      : [],
  )
  return { documents }
})
