import type { CollectionSlug, Payload, Where } from 'payload'
import { samplePdf, type DocumentCategory } from './sample-pdf'
import sharp from 'sharp'
import { pictureName, pictureNamesWhere } from '@/lib/uploads/picture-name'

/** Seed writes skip revalidation (the seed runs outside the Next server) and the audit trail (no editor did them). */
export const seedContext = { disableRevalidate: true, disableAudit: true }

export type SeedContext = {
  payload: Payload
  /** Finds a record by `where`, creating it with `data` when missing. Re-running the seed creates no duplicates. */
  upsert: <T extends Record<string, unknown>>(
    collection: CollectionSlug,
    where: Where,
    data: T,
  ) => Promise<{ id: number | string }>
  /** Renders a local SVG illustration to an image in the media collection (nothing is downloaded). */
  image: (spec: ImageSpec) => Promise<number | string>
  /**
   * Several pictures, their ids in the same order. A few are made at once: rendering and resizing
   * run on sharp's threads, so one picture is encoded while the next record is written.
   */
  images: (specs: ImageSpec[]) => Promise<(number | string)[]>
  /** A small honest sample PDF in the documents collection. */
  pdf: (spec: { key: string; title: string; category?: DocumentCategory; lines?: string[] }) => Promise<number | string>
}

export type ImageSpec = {
  key: string
  alt: string
  width?: number
  height?: number
  /** Two colours for the background gradient. */
  colors?: [string, string]
  /** Large text drawn on the image (initials, a year, a short title). */
  label?: string
  /** Simple motif drawn behind the label. */
  motif?: 'campus' | 'people' | 'book' | 'crest' | 'sport' | 'event' | 'none'
}

const PALETTES: [string, string][] = [
  ['#0b3d6e', '#1f7a8c'],
  ['#6b1d3a', '#c0392b'],
  ['#1e5631', '#4c9a2a'],
  ['#3d2c8d', '#916bbf'],
  ['#7a4b00', '#d4a017'],
  ['#12355b', '#d72638'],
]

function hash(text: string): number {
  let h = 0
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  return h
}

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
}

function motifSvg(motif: ImageSpec['motif'], w: number, h: number): string {
  const o = 'fill="#ffffff" fill-opacity="0.14"'
  switch (motif) {
    case 'campus':
      return `<rect x="${w * 0.1}" y="${h * 0.55}" width="${w * 0.8}" height="${h * 0.3}" ${o}/><polygon points="${w * 0.1},${h * 0.55} ${w * 0.5},${h * 0.25} ${w * 0.9},${h * 0.55}" ${o}/>`
    case 'people':
      return `<circle cx="${w * 0.35}" cy="${h * 0.4}" r="${h * 0.12}" ${o}/><circle cx="${w * 0.65}" cy="${h * 0.4}" r="${h * 0.12}" ${o}/><rect x="${w * 0.2}" y="${h * 0.56}" width="${w * 0.6}" height="${h * 0.3}" rx="${h * 0.1}" ${o}/>`
    case 'book':
      return `<rect x="${w * 0.25}" y="${h * 0.2}" width="${w * 0.24}" height="${h * 0.6}" ${o}/><rect x="${w * 0.51}" y="${h * 0.2}" width="${w * 0.24}" height="${h * 0.6}" ${o}/>`
    case 'crest':
      return `<path d="M${w * 0.5} ${h * 0.08} L${w * 0.85} ${h * 0.22} L${w * 0.8} ${h * 0.62} L${w * 0.5} ${h * 0.92} L${w * 0.2} ${h * 0.62} L${w * 0.15} ${h * 0.22} Z" fill="#ffffff" fill-opacity="0.25"/>`
    case 'sport':
      return `<circle cx="${w * 0.5}" cy="${h * 0.5}" r="${Math.min(w, h) * 0.3}" ${o}/><path d="M${w * 0.2} ${h * 0.5} H${w * 0.8} M${w * 0.5} ${h * 0.2} V${h * 0.8}" stroke="#fff" stroke-opacity="0.2" stroke-width="${h * 0.02}"/>`
    case 'event':
      return `<rect x="${w * 0.3}" y="${h * 0.22}" width="${w * 0.4}" height="${h * 0.56}" rx="${h * 0.04}" ${o}/><rect x="${w * 0.3}" y="${h * 0.22}" width="${w * 0.4}" height="${h * 0.12}" fill="#ffffff" fill-opacity="0.25"/>`
    default:
      return ''
  }
}

export function illustrationSvg(spec: ImageSpec): string {
  const w = spec.width ?? 1200
  const h = spec.height ?? 800
  const [a, b] = spec.colors ?? PALETTES[hash(spec.key) % PALETTES.length]
  const label = spec.label ? escapeXml(spec.label) : ''
  // Bold DejaVu averages ~0.7 em a character: 1.3 w / length keeps the label inside the image.
  const size = Math.round(Math.min(h * 0.2, (w * 1.3) / Math.max(label.length, 4)))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
${motifSvg(spec.motif ?? 'none', w, h)}
${label ? `<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${label}</text>` : ''}
</svg>`
}

/**
 * Pictures made at once by `images`. Measured on 2 cores seeding the programmes' 230 pictures: the
 * main thread was idle two thirds of the time, waiting for sharp; three at once keeps both cores busy.
 */
const IMAGES_AT_ONCE = 3

export function createSeedContext(payload: Payload): SeedContext {
  const upsert: SeedContext['upsert'] = async (collection, where, data) => {
    const found = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true, draft: true })
    if (found.docs[0]) return found.docs[0] as { id: number | string }
    // Demo content goes out published; a record may still say otherwise.
    const drafts = Boolean(payload.collections[collection].config.versions?.drafts)
    return (await payload.create({
      collection,
      data: (drafts ? { _status: 'published', ...data } : data) as never,
      overrideAccess: true,
      context: seedContext,
    })) as { id: number | string }
  }

  // Pictures drawn the same (a college's programme backgrounds, in each of its departments) are rendered once.
  const rendered = new Map<string, Promise<Buffer>>()
  const render = (svg: string) => {
    let data = rendered.get(svg)
    if (!data) {
      // JPEG, not WebP: Payload cuts the share card (1200x630) around the focal point by first
      // encoding the resized picture in the upload's own format, then the card; in WebP that first
      // encode alone took most of the seed's time (libvips' threads used 44 s of CPU for 233
      // pictures, 14 s in JPEG). The site sends visitors its own AVIF or WebP resizes either way.
      data = sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer()
      rendered.set(svg, data)
    }
    return data
  }

  // One request per key, however many callers ask for it at once.
  const pending = new Map<string, Promise<number | string>>()
  const image: SeedContext['image'] = (spec) => {
    let id = pending.get(spec.key)
    if (!id) {
      id = findOrCreateImage(spec)
      pending.set(spec.key, id)
    }
    return id
  }

  const images: SeedContext['images'] = async (specs) => {
    const ids: (number | string)[] = new Array(specs.length)
    let next = 0
    const worker = async () => {
      for (let i = next++; i < specs.length; i = next++) ids[i] = await image(specs[i])
    }
    await Promise.all(Array.from({ length: Math.min(IMAGES_AT_ONCE, specs.length) }, worker))
    return ids
  }

  async function findOrCreateImage(spec: ImageSpec) {
    // In any format: a database seeded when the pictures were WebP keeps them.
    const found = await payload.find({
      collection: 'media',
      where: pictureNamesWhere([spec.key]),
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const same = found.docs.find((d) => d.filename && pictureName(d.filename) === spec.key)
    if (same) return same.id
    const data = await render(illustrationSvg(spec))
    const doc = await payload.create({
      collection: 'media',
      data: { alt: spec.alt },
      file: { data, name: `${spec.key}.jpg`, mimetype: 'image/jpeg', size: data.length },
      overrideAccess: true,
      context: seedContext,
    })
    return doc.id
  }

  const pdf: SeedContext['pdf'] = async ({ key, title, category = 'other', lines }) => {
    const found = await payload.find({
      collection: 'documents',
      where: { key: { equals: key } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (found.docs[0]) return found.docs[0].id
    const data = samplePdf({ title, category, lines })
    const doc = await payload.create({
      collection: 'documents',
      data: { title, key, category: category as never },
      file: { data, name: `${key}.pdf`, mimetype: 'application/pdf', size: data.length },
      overrideAccess: true,
      context: seedContext,
    })
    return doc.id
  }

  return { payload, upsert, image, images, pdf }
}
