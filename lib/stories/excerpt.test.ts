import { ELLIPSIS } from '@/lib/text/truncate'
import { storyExcerpt, STORY_EXCERPT_LENGTH } from './excerpt'

describe('storyExcerpt', () => {
  it('shows the first 110 characters of the story, then the ellipsis', () => {
    const story =
      'Northern Caribbean University celebrates a record year of graduates, research grants and community service across its campuses.'
    const excerpt = storyExcerpt(story)
    expect(STORY_EXCERPT_LENGTH).toBe(110)
    expect(excerpt).toBe(`${story.slice(0, 110)}${ELLIPSIS}`)
  })
  it('keeps short texts whole, whitespace collapsed, with no ellipsis', () => {
    expect(storyExcerpt('  Short   text ')).toBe('Short text')
    expect(storyExcerpt('x'.repeat(110))).toBe('x'.repeat(110))
  })
  it('counts characters after collapsing whitespace, and leaves no space before the ellipsis', () => {
    const excerpt = storyExcerpt('word\n\n   '.repeat(60))
    expect(excerpt).toBe(`${'word '.repeat(22).trimEnd()}${ELLIPSIS}`)
  })
  it('never splits an emoji', () => {
    expect(storyExcerpt('🎓'.repeat(200))).toBe(`${'🎓'.repeat(110)}${ELLIPSIS}`)
  })
})
