import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload, RequestContext } from 'payload'
import sharp from 'sharp'
import { SHARE_IMAGE } from '@/lib/seo/share-card'

const FILE_NAME = 'wordpress-import-cover.png'
export const FALLBACK_COVER_ALT = "The university's crest on its blue"

/**
 * The cover of an imported post that brought no picture of its own (stories and articles require
 * one): the university's crest on its blue, made once and found again by its file name on later
 * runs. Editors replace it on the post; the report lists every post that got it.
 */
export async function fallbackCover(payload: Payload, context: RequestContext): Promise<number | string> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { equals: FILE_NAME } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs[0]) return docs[0].id
  const crest = await sharp(await readFile(path.join(process.cwd(), 'public/icon.svg')))
    .resize({ height: Math.round(SHARE_IMAGE.height * 0.6) })
    .png()
    .toBuffer()
  const data = await sharp({
    create: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, channels: 3, background: '#0b3d6e' },
  })
    .composite([{ input: crest, gravity: 'centre' }])
    .png()
    .toBuffer()
  const doc = await payload.create({
    collection: 'media',
    data: { alt: FALLBACK_COVER_ALT },
    file: { data, mimetype: 'image/png', name: FILE_NAME, size: data.length },
    overrideAccess: true,
    context,
  })
  return doc.id
}
