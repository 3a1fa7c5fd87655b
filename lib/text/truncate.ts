export const ELLIPSIS = '…'

/**
 * The text with its whitespace collapsed, cut to at most `max` characters (the ellipsis included)
 * on a word boundary, ending in an ellipsis when anything was cut. A single word longer than the
 * room is cut inside the word. Characters are counted as code points, so no emoji is split.
 */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(clean)
  if (chars.length <= max) return clean
  if (max < 1) return ''
  let cut = chars.slice(0, max - 1).join('')
  // Unless the cut already falls between two words, go back to the last space.
  if (chars[max - 1] !== ' ') {
    const space = cut.lastIndexOf(' ')
    if (space > 0) cut = cut.slice(0, space)
  }
  return `${cut.replace(/[\s,;:–—-]+$/, '')}${ELLIPSIS}`
}
