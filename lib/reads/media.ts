import type { Media } from '@/lib/cms/payload-types'
import { versionedUploadUrl } from '@/lib/uploads/version'

/** The picture at share-card size (the Media collection's `card` image size, 1200x630). */
export type CardSize = { src: string; width: number; height: number }

export type Image = { src: string; alt: string; width: number; height: number; card?: CardSize }

/** A media relation (populated or not) as a plain image, or null when missing. */
export function toImage(media: number | Media | null | undefined): Image | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  const image: Image = {
    src: versionedUploadUrl(media.url, media.updatedAt),
    alt: media.alt ?? '',
    width: media.width ?? 1200,
    height: media.height ?? 800,
  }
  const card = media.sizes?.card
  if (card?.url && card.width && card.height)
    image.card = { src: versionedUploadUrl(card.url, media.updatedAt), width: card.width, height: card.height }
  return image
}
