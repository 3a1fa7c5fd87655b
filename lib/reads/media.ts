import type { Media } from '@/lib/cms/payload-types'

export type Image = { src: string; alt: string; width: number; height: number }

/** A media relation (populated or not) as a plain image, or null when missing. */
export function toImage(media: number | Media | null | undefined): Image | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  // Payload prefixes serverURL; keep our own files relative so next/image's localPatterns accept them.
  return { src: media.url.replace(/^https?:\/\/[^/]+(?=\/api\/media\/)/, ''), alt: media.alt ?? '', width: media.width ?? 1200, height: media.height ?? 800 }
}
