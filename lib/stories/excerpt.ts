import { truncate } from '@/lib/text/truncate'

/** Spec §9 ("story preview length"): the /allfeaturestories cards show the first 110 characters of the story. */
export const STORY_EXCERPT_LENGTH = 110

/** The story's opening, at most `length` characters (ellipsis included), cut on a word boundary. */
export function storyExcerpt(text: string, length = STORY_EXCERPT_LENGTH): string {
  return truncate(text, length)
}
