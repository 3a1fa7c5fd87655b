/**
 * Loads the configured database (a fresh copy migrated and seeded by scripts/db-setup.mjs) up to
 * `--factor N` times the demo's records of every kind that grows, through Payload's Local API as an
 * import would: hooks on, cache expiry and audit off as the seed does it (seedContext: this process
 * is not the Next server). Started by bench/volume.mjs with tsx, like scripts/db-setup.ts.
 *
 * Each new record is a copy of a demo record of its kind with a unique made-up word in its title
 * (so a search for it must find it and nothing else), a unique slug or key, and its dates moved to
 * a point spread evenly over the last ten years. Writes `--out <file.json>`: load rate per kind,
 * the oldest records (for first renders and searches) and every public record URL (for the sitemap).
 */
import { copyFileSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import payloadConfig from '@payload-config'
import { getPayload, type CollectionSlug, type Payload, type Where } from 'payload'
import sharp from 'sharp'
import { GENDERS, PROGRAMME_LEVELS } from '../features/request-information/fields/enumerations'
import { relaxCommitsForBulkLoad } from '../lib/cms/database'
import { seedContext } from '../lib/cms/seed/context'
import { samplePdf } from '../lib/cms/seed/sample-pdf'
import { recordUrl } from '../lib/pages/records'

const arg = (name: string) => process.argv[process.argv.indexOf(`--${name}`) + 1]
const FACTOR = Number(arg('factor'))
const OUT = arg('out')
const DEMO_COUNTS = arg('demo-counts')
const TEN_YEARS_MS = 10 * 365.25 * 24 * 3600 * 1000
/** The demo seeds no information requests: one "demo's worth" is this many (a quiet week of the form). */
const INFORMATION_REQUESTS_PER_DEMO = 10

/**
 * Every kind that grows with the years, and the date field that places a record in time; the kinds
 * with pages first, the uploads (slowest) last.
 */
const KINDS: { collection: CollectionSlug; date?: string }[] = [
  { collection: 'stories', date: 'publishedAt' },
  { collection: 'articles', date: 'publishedAt' },
  { collection: 'programmes' },
  { collection: 'jobs', date: 'closingDate' },
  { collection: 'calendar-events', date: 'date' },
  { collection: 'upcoming-events', date: 'date' },
  { collection: 'directory-entries' },
  { collection: 'information-requests', date: 'entryDate' },
  { collection: 'documents' },
  { collection: 'media' },
]
/** The kinds with record pages whose oldest records the bench renders, and whose URLs the sitemap must list. */
const PAGED = ['stories', 'articles', 'programmes', 'jobs'] as const
const OLDEST_KEPT = 60
/**
 * New media records uploaded through Payload's whole upload pipeline (the file type read, the
 * share card resized by sharp, both files written) at each size, at most: about a tenth of 100x.
 * The records past it are the same rows with files of their own that are byte copies of
 * uploaded ones (a row written by Payload's database adapter, its two files copied on disk), so
 * the database and the uploads folder hold 100x the records and files, with fewer distinct
 * pictures; their load rate is reported apart. The upload's own cost is its resize (bench/VOLUME-RESULTS.md).
 */
const MEDIA_UPLOADS_MAX = process.argv.includes('--media-uploads') ? Number(arg('media-uploads')) : 2000

/** A made-up word for record `n` of kind `k`, unlike any English word and unlike its neighbours' (n is scrambled one to one). */
function uniqueWord(k: number, n: number): string {
  const c = 'bdfgklmnprstvz'
  const v = 'aeiou'
  let x = (n * 7919 + 12345) % (c.length * v.length) ** 4
  let word = 'q'
  for (let i = 0; i < 4; i++) {
    word += c[x % c.length] + v[Math.floor(x / c.length) % v.length]
    x = Math.floor(x / (c.length * v.length))
  }
  return `${word}x${c[k]}`
}

/** A demo record's most telling word (its longest), for searching it when no made-up word was given. */
const longestWord = (title: string) =>
  (title.toLowerCase().match(/[a-z]{6,}/g) ?? []).sort((a, b) => b.length - a.length)[0] ?? null

/** A copy of a stored record without what the database gives each row (ids of the record and of its array rows). */
function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip)
  if (!value || typeof value !== 'object') return value
  if ('root' in value) return value // a Lexical document: kept whole
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value))
    if (k !== 'id' && k !== 'createdAt' && k !== 'updatedAt') out[k] = strip(v)
  return out
}

const UPLOAD_FIELDS = [
  'url',
  'thumbnailURL',
  'filename',
  'mimeType',
  'filesize',
  'width',
  'height',
  'focalX',
  'focalY',
  'sizes',
]

async function templatesOf(payload: Payload, collection: CollectionSlug, demoCount: number) {
  const found = await payload.find({
    collection,
    limit: demoCount,
    sort: 'id',
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return found.docs as unknown as Record<string, unknown>[]
}

function informationRequest(i: number): Record<string, unknown> {
  return {
    entryDate: new Date().toISOString(),
    firstName: 'Bench',
    middleName: 'Volume',
    lastName: `Applicant${i}`,
    telephone: '876-555-0100',
    email: `applicant${i}@example.org`,
    gender: GENDERS[i % GENDERS.length],
    location: 'Website',
    lastSchool: 'Manchester High School',
    grade: '12',
    degreeType: PROGRAMME_LEVELS[1],
    degreeChoice: 'Nursing',
    consentText: 'I agree to be contacted about my enquiry.',
  }
}

/**
 * A media record past MEDIA_UPLOADS_MAX: the row of an uploaded one under a new file name, through
 * Payload's database adapter (no upload pipeline, no hooks), with its file and share card copied
 * on disk under the new names, so every row's files exist.
 */
async function copyMedia(payload: Payload, from: Record<string, unknown>, word: string, alt: unknown) {
  const dir = payload.collections.media.config.upload.staticDir ?? ''
  const sizes = (from.sizes ?? {}) as Record<string, Record<string, unknown>>
  const filename = `${word}${path.extname(String(from.filename))}`
  copyFileSync(path.join(dir, String(from.filename)), path.join(dir, filename))
  const copiedSizes: Record<string, Record<string, unknown>> = {}
  for (const [name, size] of Object.entries(sizes)) {
    if (typeof size?.filename !== 'string') continue
    const sized = `${word}-${name}${path.extname(size.filename)}`
    copyFileSync(path.join(dir, size.filename), path.join(dir, sized))
    copiedSizes[name] = { ...size, filename: sized, url: `/api/media/file/${sized}` }
  }
  const now = new Date().toISOString()
  await payload.db.create({
    collection: 'media',
    data: {
      ...Object.fromEntries(UPLOAD_FIELDS.map((f) => [f, from[f]])),
      alt: typeof alt === 'string' ? `${alt} ${word}` : word,
      filename,
      url: `/api/media/file/${filename}`,
      sizes: copiedSizes,
      createdAt: now,
      updatedAt: now,
    },
  })
}

async function main() {
  const payload = await getPayload({ config: payloadConfig })
  // A load that fails is run again from a fresh database: commits need not wait for the disk.
  await relaxCommitsForBulkLoad(payload)
  const demoCounts: Record<string, number> =
    DEMO_COUNTS && existsSync(DEMO_COUNTS)
      ? JSON.parse(readFileSync(DEMO_COUNTS, 'utf8'))
      : Object.fromEntries(
          await Promise.all(
            KINDS.map(
              async ({ collection }) =>
                [collection, (await payload.count({ collection, overrideAccess: true })).totalDocs || 0] as const,
            ),
          ),
        )
  if (DEMO_COUNTS && !existsSync(DEMO_COUNTS)) writeFileSync(DEMO_COUNTS, JSON.stringify(demoCounts))
  const load: Record<
    string,
    {
      demo: number
      before: number
      target: number
      loaded: number
      seconds: number
      perSecond: number
      errors: string[]
      /** Media: how many of `loaded` were uploaded (the rest are copies, see MEDIA_UPLOADS_MAX), and at what rate. */
      uploads?: { loaded: number; seconds: number; perSecond: number }
    }
  > = {}
  const now = Date.now()

  for (const [k, { collection, date }] of KINDS.entries()) {
    const demo = collection === 'information-requests' ? INFORMATION_REQUESTS_PER_DEMO : demoCounts[collection]
    const before = (await payload.count({ collection, overrideAccess: true })).totalDocs
    const target = demo * FACTOR
    const errors: string[] = []
    const templates =
      collection === 'information-requests' ? [] : await templatesOf(payload, collection, demoCounts[collection])
    const fields = payload.collections[collection].config.flattenedFields
    const uniqueText = fields
      .filter((f) => 'unique' in f && f.unique && (f.type === 'text' || f.type === 'email'))
      .map((f) => f.name)
    const dateFields = fields.filter((f) => f.type === 'date').map((f) => f.name)
    const titleField = payload.collections[collection].config.admin.useAsTitle
    const drafts = Boolean(payload.collections[collection].config.versions?.drafts)
    const toLoad = Math.max(0, target - before)
    const started = Date.now()
    let loaded = 0
    const uploaded: Record<string, unknown>[] = []
    let uploadsEnded: number | null = null
    for (let i = 0; i < toLoad; i++) {
      // Record i of the toLoad new ones: the first is the oldest, ten years ago; the last is today.
      const at = now - TEN_YEARS_MS + (TEN_YEARS_MS * i) / Math.max(1, toLoad)
      const word = uniqueWord(k, before + i)
      const template = templates.length ? templates[i % templates.length] : informationRequest(before + i)
      const data = strip(template) as Record<string, unknown>
      for (const f of UPLOAD_FIELDS) delete data[f]
      if (drafts) data._status = 'published'
      if (titleField && titleField !== 'id' && typeof data[titleField] === 'string')
        data[titleField] = `${data[titleField]} ${word}`
      for (const f of uniqueText) {
        const v = data[f]
        if (typeof v === 'string') data[f] = v.includes('@') ? v.replace('@', `+${word}@`) : `${v}-${word}`
      }
      if (date && typeof data[date] === 'string') {
        const shift = at - Date.parse(data[date] as string)
        for (const f of dateFields)
          if (typeof data[f] === 'string') data[f] = new Date(Date.parse(data[f] as string) + shift).toISOString()
      }
      if (collection === 'information-requests') data.lastName = `${data.lastName} ${word}`
      let file: { data: Buffer; name: string; mimetype: string; size: number } | undefined
      if (collection === 'media' && uploaded.length && i >= MEDIA_UPLOADS_MAX) {
        uploadsEnded ??= Date.now()
        try {
          await copyMedia(payload, uploaded[i % uploaded.length], word, data.alt)
          loaded++
        } catch (error) {
          if (errors.length < 5) errors.push(`copy: ${(error as Error).message}`.slice(0, 300))
        }
        continue
      }
      if (collection === 'media') {
        const buf = await sharp({
          create: { width: 96, height: 64, channels: 3, background: { r: (i * 37) % 256, g: (i * 91) % 256, b: 120 } },
        })
          .webp({ quality: 70 })
          .toBuffer()
        file = { data: buf, name: `${word}.webp`, mimetype: 'image/webp', size: buf.length }
      } else if (collection === 'documents') {
        const buf = samplePdf({ title: `Document ${word}`, lines: [`Bench volume document ${i + 1}.`] })
        file = { data: buf, name: `${word}.pdf`, mimetype: 'application/pdf', size: buf.length }
      }
      try {
        const created = await payload.create({
          collection,
          data: data as never,
          ...(file ? { file } : {}),
          overrideAccess: true,
          context: seedContext,
        })
        if (collection === 'media') uploaded.push(created as unknown as Record<string, unknown>)
        loaded++
      } catch (error) {
        if (errors.length < 5) errors.push(`${(error as Error).message}`.slice(0, 300))
        if (errors.length >= 5 && loaded === 0) break // every copy fails: say so rather than try thousands
      }
    }
    const seconds = (Date.now() - started) / 1000
    load[collection] = {
      demo,
      before,
      target,
      loaded,
      seconds: Math.round(seconds * 10) / 10,
      perSecond: seconds ? Math.round(loaded / seconds) : 0,
      errors,
    }
    if (collection === 'media') {
      const uploadSeconds = ((uploadsEnded ?? Date.now()) - started) / 1000
      load[collection].uploads = {
        loaded: uploaded.length,
        seconds: Math.round(uploadSeconds * 10) / 10,
        perSecond: uploadSeconds ? Math.round((uploaded.length / uploadSeconds) * 10) / 10 : 0,
      }
      console.log(`volume-load: media uploaded ${uploaded.length} (${load[collection].uploads.perSecond}/s)`)
    }
    console.log(
      `volume-load: ${collection} ${before} -> ${before + loaded} (${load[collection].perSecond}/s)${errors.length ? ` errors: ${errors[0]}` : ''}`,
    )
  }

  // The oldest public records with pages, and every public record URL.
  const oldest: Record<string, { id: unknown; url: string; title: string; word: string | null; date: unknown }[]> = {}
  const urls: Record<string, string[]> = {}
  for (const collection of PAGED) {
    const date = KINDS.find((kind) => kind.collection === collection)?.date
    const where: Where = collection === 'jobs' ? {} : { _status: { equals: 'published' } }
    const docs = (
      await payload.find({ collection, where, sort: date ?? 'id', depth: 0, overrideAccess: true, pagination: false })
    ).docs as unknown as Record<string, unknown>[]
    const titleField = payload.collections[collection].config.admin.useAsTitle ?? 'id'
    const withUrl = docs
      .map((doc) => ({ doc, url: recordUrl(collection, doc) }))
      .filter((r): r is { doc: Record<string, unknown>; url: string } => r.url !== null)
    const open =
      collection === 'jobs'
        ? withUrl.filter(({ doc }) => Date.parse(String(doc.closingDate)) >= now - 24 * 3600 * 1000)
        : withUrl
    urls[collection] = open.map((r) => r.url)
    const loadedOnes = withUrl.filter(({ doc }) => / q[a-z]+x[a-z]$/.test(String(doc[titleField])))
    oldest[collection] = (loadedOnes.length ? loadedOnes : withUrl).slice(0, OLDEST_KEPT).map(({ doc, url }) => ({
      id: doc.id,
      url,
      title: String(doc[titleField]),
      word: / (q[a-z]+x[a-z])$/.exec(String(doc[titleField]))?.[1] ?? longestWord(String(doc[titleField])),
      date: doc[date ?? 'createdAt'],
    }))
  }
  writeFileSync(OUT, JSON.stringify({ factor: FACTOR, load, oldest, urls }, null, 1))
  await payload.destroy()
  console.log('volume-load: done')
  process.exit(0)
}

await main()
