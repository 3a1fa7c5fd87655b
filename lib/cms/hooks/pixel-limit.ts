import { ValidationError, type CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

/**
 * The most pixels an uploaded picture may have. Every resize of a picture decodes all of it
 * (Payload's share-card size at upload, Next's optimiser for each width a page asks for): a
 * 16000 × 16000 upload took 0.6-2 s of the server per resize. 50 megapixels is well past any
 * camera a university's editors use.
 */
export const MAX_IMAGE_PIXELS = 50_000_000

const megapixels = (pixels: number) => (pixels / 1_000_000).toFixed(1).replace(/\.0$/, '')

/** What to tell the editor about a picture of this size, or null when it may be uploaded. */
export function pixelLimitMessage(width: number, height: number): string | null {
  if (width * height <= MAX_IMAGE_PIXELS) return null
  const scale = Math.sqrt(MAX_IMAGE_PIXELS / (width * height))
  const fits = `${Math.floor(width * scale)} × ${Math.floor(height * scale)}`
  return (
    `This picture is ${width} × ${height} pixels (${megapixels(width * height)} megapixels); pictures may have at most ` +
    `${megapixels(MAX_IMAGE_PIXELS)} megapixels. Make it smaller (at most ${fits} pixels) and upload it again.`
  )
}

/**
 * Refuses an uploaded picture with more pixels than MAX_IMAGE_PIXELS before anything resizes it,
 * with the message beside the file in the admin. Its size is read from the file's header, without
 * decoding it. An SVG is never resized, and what sharp cannot read is left to Payload's own checks.
 */
export const refuseOversizedImages: CollectionBeforeOperationHook = async ({ args, collection, req }) => {
  const file = req.file
  if (!file || /svg/i.test(file.mimetype)) return args
  let size: { width?: number; height?: number }
  try {
    // Payload gives an upload held in memory an empty tempFilePath.
    size = await sharp(file.tempFilePath || file.data, { limitInputPixels: false }).metadata()
  } catch {
    return args
  }
  const message = size.width && size.height ? pixelLimitMessage(size.width, size.height) : null
  if (message) throw new ValidationError({ collection: collection.slug, errors: [{ path: 'file', message }] })
  return args
}
