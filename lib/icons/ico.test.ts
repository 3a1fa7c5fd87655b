import sharp from 'sharp'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { icoFromPngs } from './ico.mjs'

/** The ICO header and directory read back (the layout Microsoft documents), each image's bytes cut out. */
function readIco(ico: Buffer) {
  const count = ico.readUInt16LE(4)
  return {
    reserved: ico.readUInt16LE(0),
    type: ico.readUInt16LE(2),
    entries: Array.from({ length: count }, (_, i) => {
      const at = 6 + 16 * i
      const length = ico.readUInt32LE(at + 8)
      const offset = ico.readUInt32LE(at + 12)
      return {
        width: ico.readUInt8(at) || 256,
        height: ico.readUInt8(at + 1) || 256,
        planes: ico.readUInt16LE(at + 4),
        bits: ico.readUInt16LE(at + 6),
        image: ico.subarray(offset, offset + length),
        end: offset + length,
      }
    }),
  }
}

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: { r: 11, g: 61, b: 110, alpha: 1 } } })
    .png()
    .toBuffer()

describe('icoFromPngs', () => {
  it('writes an icon header and one entry per image, each pointing at a PNG of its size', async () => {
    const ico = icoFromPngs(await Promise.all([16, 32, 256].map(async (size) => ({ size, png: await png(size) }))))
    const read = readIco(ico)
    expect([read.reserved, read.type]).toEqual([0, 1])
    expect(read.entries.map((e) => [e.width, e.height, e.planes, e.bits])).toEqual([
      [16, 16, 1, 32],
      [32, 32, 1, 32],
      [256, 256, 1, 32],
    ])
    for (const entry of read.entries) {
      const meta = await sharp(entry.image).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', entry.width, entry.height])
    }
    expect(read.entries.at(-1)?.end).toBe(ico.length)
  })

  it('refuses a size an icon directory cannot hold', async () => {
    expect(() => icoFromPngs([{ size: 300, png: new Uint8Array(1) }])).toThrow(RangeError)
  })

  it('made public/favicon.ico with the crest at 16, 32 and 48 pixels', async () => {
    const read = readIco(readFileSync(path.join(process.cwd(), 'public/favicon.ico')))
    expect(read.entries.map((e) => e.width)).toEqual([16, 32, 48])
    for (const entry of read.entries) expect((await sharp(entry.image).metadata()).width).toBe(entry.width)
  })
})
