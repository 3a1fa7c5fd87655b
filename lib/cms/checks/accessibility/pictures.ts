import type { Finding } from '@/lib/cms/checks/finding'
import { finding, quote } from './rules'

/** Words that name the kind of thing, not what it shows, alone or numbered (“image”, “photo 3”). */
const PLACEHOLDER =
  /^(img|image|dsc|dscn|dcim|pxl|photo|photograph|picture|pic|graphic|icon|placeholder|untitled|screenshot|screen shot|alt|spacer|banner)[\s_-]*\d*$/i
const FILE_NAME = /\.(jpe?g|png|gif|webp|avif|svg|heic|tiff?|bmp)$/i

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * A picture's text alternative (WCAG 1.1.1): missing, a file name or a word like “image” (errors),
 * or its caption said again (a warning). `alt` undefined means not known here: nothing is said.
 */
export function pictureFindings(
  path: string,
  alt: string | null | undefined,
  where: string,
  caption?: string | null,
): Finding[] {
  if (alt === undefined) return []
  const text = (alt ?? '').trim()
  if (!text) return [finding('alt-missing', path, `${where} has no text alternative.`)]
  if (FILE_NAME.test(text) || PLACEHOLDER.test(text))
    return [
      finding('alt-meaningless', path, `${where}’s text alternative ${quote(text)} says nothing about what it shows.`),
    ]
  if (caption && normalised(caption) && normalised(caption) === normalised(text))
    return [finding('alt-caption', path, `${where}’s text alternative repeats its caption.`)]
  return []
}
