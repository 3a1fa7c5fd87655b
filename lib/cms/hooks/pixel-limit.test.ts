import type { CollectionBeforeOperationHook } from 'payload'
import { crc32, deflateSync } from 'node:zlib'
import { MAX_IMAGE_PIXELS, pixelLimitMessage, refuseOversizedImages } from './pixel-limit'

// Payload's own classes are ES modules Jest does not load; its ValidationError carries the field errors as `data`.
jest.mock('payload', () => ({
  ValidationError: class extends Error {
    status = 400
    constructor(public data: unknown) {
      super('The following field is invalid')
    }
  },
}))

/** A PNG's signature, header and the start of its pixels: what sharp reads a picture's size from. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 0, 0, 0, 0], 8) // 8-bit greyscale
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

type HookArgs = Parameters<CollectionBeforeOperationHook>[0]
const upload = (file: { data: Buffer; mimetype: string } | undefined) =>
  refuseOversizedImages({
    args: { data: {} },
    collection: { slug: 'media' },
    operation: 'create',
    // As Payload hands on an upload it holds in memory: an empty tempFilePath.
    req: { file: file && { ...file, name: 'upload', size: file.data.length, tempFilePath: '' } },
  } as unknown as HookArgs)

describe('pixelLimitMessage', () => {
  it('lets pictures up to 50 megapixels through', () => {
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000)
    expect(pixelLimitMessage(8000, 6250)).toBeNull()
    expect(pixelLimitMessage(6000, 4000)).toBeNull()
  })

  it('says how large the picture is, the limit, and a size that fits', () => {
    expect(pixelLimitMessage(16000, 16000)).toBe(
      'This picture is 16000 × 16000 pixels (256 megapixels); pictures may have at most 50 megapixels. Make it smaller (at most 7071 × 7071 pixels) and upload it again.',
    )
    expect(pixelLimitMessage(8000, 7000)).toMatch(/\(56 megapixels\).*at most 7559 × 6614 pixels/)
  })
})

describe('refuseOversizedImages', () => {
  it('refuses a picture of more than 50 megapixels from its header, beside the file field', async () => {
    const refused = upload({ data: pngHeader(16000, 16000), mimetype: 'image/png' })
    await expect(refused).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'file', message: expect.stringMatching(/^This picture is 16000 × 16000 pixels/) }] },
    })
  })

  it('lets smaller pictures, SVGs, unreadable files and saves without a file through', async () => {
    await expect(upload({ data: pngHeader(4000, 3000), mimetype: 'image/png' })).resolves.toEqual({ data: {} })
    await expect(
      upload({
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="99999" height="99999"/>'),
        mimetype: 'image/svg+xml',
      }),
    ).resolves.toEqual({
      data: {},
    })
    await expect(upload({ data: Buffer.from('not a picture'), mimetype: 'image/png' })).resolves.toEqual({ data: {} })
    await expect(upload(undefined)).resolves.toEqual({ data: {} })
  })
})
