import 'server-only'
import { getStories, getStory } from '@/lib/reads/stories'
import { recordPath } from '@/lib/pages/records'
import { lexicalToPlainText } from '@/lib/text/plain-text'
import type { SearchDocument } from '../index/fulltext'
import { definePart } from './define-part'
import { mapLimited, READ_CONCURRENCY } from './map-limited'

/** The feature stories, whole. */
export const stories = definePart('stories', ['stories'], async () => {
  const cards = await getStories(1000)
  const documents = await mapLimited(cards, READ_CONCURRENCY, async (s): Promise<SearchDocument> => {
    const story = await getStory(s.slug)
    return {
      id: `story:${s.slug}`,
      kind: 'story',
      title: s.title,
      headings: s.author,
      body: story ? `${story.summary} ${lexicalToPlainText(story.content)}` : s.excerpt,
      url: recordPath('story', s.slug),
    }
  })
  return { documents }
})
