import type { Media } from '@/lib/cms/payload-types'
import { toImage } from '@/lib/reads/media'
import type { ShareImage, ShareOverride } from './share-card'

/** The SEO plugin's `meta` group of a record, as Payload returns it. */
export type MetaGroup =
  { title?: string | null; description?: string | null; image?: number | Media | null } | null | undefined

/** A picture for a share card: the Media `card` size (1200x630) when the upload has it, else the original. */
export function shareImage(image: ReturnType<typeof toImage>): ShareImage | null {
  if (!image) return null
  const size = image.card ?? image
  return { url: size.src, width: size.width, height: size.height, alt: image.alt }
}

/** An editor's search and share override from a record's `meta` group (empty fields stay empty). */
export function shareOverride(meta: MetaGroup): ShareOverride {
  return { title: meta?.title ?? null, description: meta?.description ?? null, image: shareImage(toImage(meta?.image)) }
}
