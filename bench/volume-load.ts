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
import { readFileSync, writeFileSync, existsSync } from 'node:fs'
import payloadConfig from '@payload-config'
import { getPayload, type CollectionSlug, type Payload, type Where } from 'payload'
import sharp from 'sharp'
import { GENDERS, PROGRAMME_LEVELS } from '../features/request-information/fields/enumerations'
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

async function main() {
  const payload = await getPayload({ config: payloadConfig })
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
        await payload.create({
          collection,
          data: data as never,
          ...(file ? { file } : {}),
          overrideAccess: true,
          context: seedContext,
        })
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
