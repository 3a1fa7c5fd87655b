// @ts-check
/**
 * The ICO container (Microsoft's icon file, what /favicon.ico is): a 6-byte header, one 16-byte
 * directory entry per image, then the images, here PNG-encoded (read by every browser since IE 11
 * and Windows Vista). Plain JavaScript so scripts/make-icons.mjs runs it with plain `node`.
 */

/**
 * @typedef {object} IcoImage
 * @property {number} size width and height in pixels (1–256)
 * @property {Uint8Array} png the image, PNG-encoded, 32-bit RGBA
 */

/** @param {IcoImage[]} images */
export function icoFromPngs(images) {
  const HEADER = 6
  const ENTRY = 16
  let offset = HEADER + ENTRY * images.length
  const total = offset + images.reduce((sum, image) => sum + image.png.length, 0)
  const ico = Buffer.alloc(total)
  ico.writeUInt16LE(0, 0) // reserved
  ico.writeUInt16LE(1, 2) // 1: icon (2 would be a cursor)
  ico.writeUInt16LE(images.length, 4)
  images.forEach(({ size, png }, i) => {
    if (!Number.isInteger(size) || size < 1 || size > 256)
      throw new RangeError(`an icon is 1 to 256 pixels wide, not ${size}`)
    const entry = HEADER + ENTRY * i
    ico.writeUInt8(size === 256 ? 0 : size, entry) // width; 0 means 256
    ico.writeUInt8(size === 256 ? 0 : size, entry + 1) // height
    ico.writeUInt8(0, entry + 2) // no palette
    ico.writeUInt8(0, entry + 3) // reserved
    ico.writeUInt16LE(1, entry + 4) // colour planes
    ico.writeUInt16LE(32, entry + 6) // bits per pixel
    ico.writeUInt32LE(png.length, entry + 8)
    ico.writeUInt32LE(offset, entry + 12)
    ico.set(png, offset)
    offset += png.length
  })
  return ico
}
