import { ELLIPSIS } from '@/lib/text/truncate'

/** Spec §9 ("story preview length"): the /allfeaturestories cards show the first 110 characters of the story. */
export const STORY_EXCERPT_LENGTH = 110

/**
 * The story's first STORY_EXCERPT_LENGTH characters of content (whitespace collapsed, counted as code points
 * so no emoji is split), then an ellipsis when anything was left out: the spec's preview is a
 * count of the story's own characters, so the ellipsis is not one of them and no word boundary
 * shortens it.
 */
export function storyExcerpt(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim())
  if (chars.length <= STORY_EXCERPT_LENGTH) return chars.join('')
  return `${chars.slice(0, STORY_EXCERPT_LENGTH).join('').trimEnd()}${ELLIPSIS}`
}
