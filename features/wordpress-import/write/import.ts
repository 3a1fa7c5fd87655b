import { createHash } from 'node:crypto'
import { JSDOM } from 'jsdom'
import { ValidationError, type CollectionSlug, type Payload } from 'payload'
import { SLUG_CHANGE_CONTEXT } from '@/lib/cms/collections/Redirects'
import { RECORD_KEYS, tagsForSave, type RecordCollection, type Source } from '@/lib/cache/tags'
import { loadKnownTargets } from '@/lib/links/known-targets'
import { internalPath } from '@/lib/links/internal-path'
import { isServed } from '@/lib/links/resolve'
import { recordList, recordUrl } from '@/lib/pages/records'
import { redirectErrors, type RedirectRecord } from '@/lib/redirects/rules'
import { lexicalToPlainText } from '@/lib/text/plain-text'
import { slugify } from '@/lib/text/slug'
import { truncate } from '@/lib/text/truncate'
import { prepareHtml } from '../html/prepare'
import { mappedTerms, targetOf, type CategoryMapping } from '../mapping/categories'
import { archivesOf, attachmentOldPaths, authorOldPaths, contentOldPaths, termOldPaths } from '../mapping/permalinks'
import { publicationOf } from '../mapping/publication'
import type { WpAttachment, WpContent, WpSite } from '../source/model'
import type { ImportReport, ReportKind } from '../report'
import { articleParagraphs } from './article-paragraphs'
import { fallbackCover } from './fallback-cover'
import { attachmentFile, mimeTypeOf, servedAddress, type FileSource } from './files'
import { toLexical, type ResolvedPicture } from './lexical'
import { pageTarget } from './pages'

/** Every write: hooks on (checks, audit, slug redirects), cache expiry left to one request at the end. */
const CONTEXT = { disableRevalidate: true }
export const IMPORT_REASON = 'Imported from WordPress'

type Id = number | string
type Ledger = Map<string, { id: Id; targetCollection: string; targetId: string; fingerprint: string }>

export type ImportOptions = {
  payload: Payload
  site: WpSite
  mapping: CategoryMapping
  report: ImportReport
  files: Omit<FileSource, 'baseUrl'>
  dryRun: boolean
  /** An export holds text as typed (paragraphs made on display); the REST API gives it rendered. */
  rawText: boolean
  now?: Date
}

/** A record id as the ledger keeps it (text) back as the database's (a number on both adapters' default ids), so data that names it reads the same on every run. */
const asId = (stored: string): Id => (/^\d+$/.test(stored) ? Number(stored) : stored)
const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex')
const plainTitle = (title: string) => (JSDOM.fragment(`<p>${title}</p>`).textContent ?? '').replace(/\s+/g, ' ').trim()

/** Brings a WordPress site (read from either source) into the site; the report says what became of each item. */
export async function importSite(options: ImportOptions): Promise<{ tags: string[] }> {
  const { payload, site, report, dryRun } = options
  const now = options.now ?? new Date()
  const source = new URL(site.baseUrl).origin + new URL(site.baseUrl).pathname.replace(/\/+$/, '')
  const ledgerKey = (kind: string, id: number | string) => `${source} ${kind} ${id}`
  /** The cache tags of what was written: each collection's, and the records' own (a composed page's) where reads are tagged by record. */
  const written = new Set<string>()

  const { docs: ledgerRows } = await payload.find({
    collection: 'wordpress-imports',
    where: { key: { like: `${source} ` } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const ledger: Ledger = new Map(
    ledgerRows
      .filter((row) => row.key.startsWith(`${source} `))
      .map((row) => [
        row.key,
        { id: row.id, targetCollection: row.targetCollection, targetId: row.targetId, fingerprint: row.fingerprint },
      ]),
  )

  let dryIds = 0
  /** Creates, updates or leaves one record, keyed on its WordPress item; returns its id and what happened. */
  async function upsert(
    key: string,
    collection: CollectionSlug,
    data: Record<string, unknown>,
    write: {
      create: (data: Record<string, unknown>) => Promise<{ id: Id }>
      update: (id: Id, data: Record<string, unknown>) => Promise<unknown>
    },
    /** What the WordPress item asked for, when that is not what could be written (a publish kept as a draft). */
    intended: Record<string, unknown> = data,
  ): Promise<{ id: Id; outcome: 'created' | 'updated' | 'unchanged' }> {
    const print = fingerprint(intended)
    const known = ledger.get(key)
    const keyField: string | undefined = RECORD_KEYS[collection as RecordCollection]
    let exists = false
    let previous: Record<string, unknown> | undefined
    if (known && known.targetCollection === collection) {
      const found = await payload.find({
        collection,
        where: { id: { equals: asId(known.targetId) } },
        limit: 1,
        depth: 0,
        draft: true,
        overrideAccess: true,
        select: keyField ? { [keyField]: true } : {},
      })
      exists = found.docs.length > 0
      previous = found.docs[0] as unknown as Record<string, unknown> | undefined
    }
    if (known && exists && known.fingerprint === print) return { id: asId(known.targetId), outcome: 'unchanged' }
    if (dryRun)
      return {
        id: known ? asId(known.targetId) : `dry-run-${++dryIds}`,
        outcome: known && exists ? 'updated' : 'created',
      }
    let id: Id
    let outcome: 'created' | 'updated'
    if (known && exists) {
      await write.update(asId(known.targetId), data)
      id = asId(known.targetId)
      outcome = 'updated'
    } else {
      id = (await write.create(data)).id
      outcome = 'created'
    }
    written.add(collection)
    if (keyField) for (const tag of tagsForSave(collection as Source, data, previous)) written.add(tag)
    const row = { key, targetCollection: collection, targetId: String(id), fingerprint: print }
    if (known)
      await payload.update({
        collection: 'wordpress-imports',
        id: known.id,
        data: row,
        overrideAccess: true,
        context: CONTEXT,
      })
    else await payload.create({ collection: 'wordpress-imports', data: row, overrideAccess: true, context: CONTEXT })
    return { id, outcome }
  }

  // Attachments: pictures to Media, PDFs to Documents.
  const imported = new Map<number, { collection: 'media' | 'documents'; id: Id; url: string; alt: string }>()
  for (const attachment of site.attachments) {
    const what = `attachment ${attachment.id} (${attachment.url})`
    const mimetype = mimeTypeOf(attachment)
    const collection = mimetype.startsWith('image/') ? 'media' : mimetype === 'application/pdf' ? 'documents' : null
    const kind: ReportKind = collection === 'documents' ? 'document' : 'picture'
    if (!collection) {
      report.skip(kind, what, `${mimetype} files have no place on the site (pictures and PDFs only)`)
      continue
    }
    const key = ledgerKey('attachment', attachment.id)
    const file = await attachmentFile(attachment, { ...options.files, baseUrl: site.baseUrl })
    if ('missing' in file) {
      report.skip(kind, what, `file not brought: ${file.missing}`)
      continue
    }
    if (collection === 'media' && !attachment.alt)
      report.notes.push({
        what,
        note: 'no text alternative on WordPress: describe it in Media before publishing what shows it',
      })
    const fields =
      collection === 'media' ? { alt: attachment.alt } : { title: plainTitle(attachment.title) || file.name }
    const upload = { data: file.data, mimetype: file.mimetype, name: file.name, size: file.data.length }
    const result = await upsert(
      key,
      collection,
      { ...fields, file: fingerprint(file.data.toString('base64')) },
      {
        create: () =>
          payload.create({ collection, data: fields as never, file: upload, overrideAccess: true, context: CONTEXT }),
        update: (id) =>
          payload.update({
            collection,
            id,
            data: fields as never,
            file: upload,
            overrideAccess: true,
            context: CONTEXT,
          }),
      },
    )
    report.count(kind, result.outcome)
    const doc = dryRun
      ? null
      : ((await payload.findByID({ collection, id: result.id, depth: 0, overrideAccess: true })) as {
          url?: string | null
        })
    imported.set(attachment.id, {
      collection,
      id: result.id,
      url: servedAddress(doc?.url ?? '', payload.config.serverURL),
      alt: attachment.alt,
    })
  }

  let cover: Id | undefined
  const coverId = async (): Promise<Id> => {
    cover ??= dryRun ? 'dry-run-cover' : await fallbackCover(payload, CONTEXT)
    return cover
  }

  // Posts and pages.
  const attachments = new Map<number, WpAttachment>(site.attachments.map((a) => [a.id, a]))
  const authors = new Map(site.authors.map((a) => [a.login, a.name]))
  const newHomes = new Map<number, { url: string; collection: CollectionSlug; list: string; published: boolean }>()
  const pages = pageTarget(payload, site.content)
  const termHomes = new Map<string, Map<string, number>>()

  for (const item of [...site.content].sort((a, b) => a.id - b.id)) {
    const label = `${item.type} ${item.id} "${plainTitle(item.title) || '(no title)'}"`
    const publication = publicationOf(item, now)
    const target = item.type === 'post' ? targetOf(item.categories, options.mapping) : null
    const kind: ReportKind =
      item.type === 'page'
        ? 'page'
        : target?.collection === 'articles'
          ? target.kind === 'sports'
            ? 'sports article'
            : 'news article'
          : 'feature story'
    if ('skip' in publication) {
      report.skip(kind, label, publication.skip)
      continue
    }
    if (item.type === 'page' && 'skip' in pages) {
      report.skip(kind, label, pages.skip)
      continue
    }
    if ('reason' in publication && publication.reason) report.notes.push({ what: label, note: publication.reason })

    const prepared = prepareHtml(item.html, { postId: item.id, attachments, rawText: options.rawText })
    for (const finding of prepared.findings)
      report.markup.push({ what: label, detail: `${finding.kind}: ${finding.detail}` })
    const missing = new Set<string>()
    const pictures: ResolvedPicture[] = prepared.pictures.map((picture) => {
      const media = picture.attachmentId !== undefined ? imported.get(picture.attachmentId) : undefined
      if (media?.collection === 'media') return { ...picture, mediaId: media.id }
      missing.add(picture.src)
      return picture
    })
    if (missing.size)
      report.markup.push({
        what: label,
        detail: `${missing.size} picture(s) not brought (${[...missing].slice(0, 3).join(', ')}${missing.size > 3 ? ', …' : ''}): each one's text alternative stands in its place, if it had one`,
      })
    const content = await toLexical(payload.config, prepared.html, pictures, `wp${item.id}`)
    const text = lexicalToPlainText(content)
    let title = plainTitle(item.title)
    if (!title) {
      title = truncate(text, 60) || `Untitled (WordPress ${item.type} ${item.id})`
      report.notes.push({ what: label, note: `no title on WordPress: titled "${title}"` })
    }
    const excerpt = plainTitle(item.excerpt) || truncate(text, 200)
    const status = publication.status === 'published' ? 'published' : 'draft'
    const byline = authors.get(item.author) || item.author || options.mapping.defaultByline

    let collection: CollectionSlug
    let data: Record<string, unknown>
    if (item.type === 'page' && !('skip' in pages)) {
      const mapped = pages.data(item, { title, description: excerpt, content })
      if ('skip' in mapped) {
        report.skip(kind, label, mapped.skip)
        continue
      }
      collection = pages.collection
      data = { ...mapped.data, _status: status }
    } else {
      const featured = item.featuredImageId !== undefined ? imported.get(item.featuredImageId) : undefined
      const inText = pictures.filter((p) => p.mediaId !== undefined).map((p) => p.mediaId!)
      let coverPicture: Id | undefined = featured?.collection === 'media' ? featured.id : inText[0]
      if (coverPicture === undefined) {
        coverPicture = await coverId()
        report.notes.push({
          what: label,
          note: item.featuredImageId
            ? `its featured image (attachment ${item.featuredImageId}) was not brought: the site's stand-in cover is used`
            : "no featured image: the site's stand-in cover is used",
        })
      }
      const slug = await uniqueSlug(
        payload,
        target!.collection,
        item,
        ledger.get(ledgerKey(item.type, item.id))?.targetId,
        report,
        label,
      )
      const terms = mappedTerms(item.categories, item.tags, options.mapping)
      for (const term of terms.unmapped) report.unmappedTerms.set(term, (report.unmappedTerms.get(term) ?? 0) + 1)
      collection = target!.collection
      if (target!.collection === 'stories') {
        const colleges = await collegeIds(payload, terms.colleges)
        data = {
          title,
          slug,
          cover: coverPicture,
          author: byline,
          summary: excerpt,
          content,
          publishedAt: item.date,
          colleges,
          _status: status,
        }
      } else {
        const secondImage = inText.find((id) => id !== coverPicture)
        const body = articleParagraphs(
          content,
          new Set([coverPicture, ...(secondImage === undefined ? [] : [secondImage])]),
        )
        if (body.notKept.length)
          report.markup.push({
            what: label,
            detail: `a news or sports article holds plain paragraphs: ${body.notKept.join('; ')}`,
          })
        data = {
          title,
          slug,
          kind: target!.kind,
          cover: coverPicture,
          secondImage,
          paragraphs: (body.paragraphs.length ? body.paragraphs : [excerpt || title]).map((text) => ({ text })),
          writer: byline,
          publishedAt: item.date,
          _status: status,
        }
      }
    }

    const key = ledgerKey(item.type, item.id)
    let result: { id: Id; outcome: 'created' | 'updated' | 'unchanged' }
    let keptDraft = false
    // Payload fills in what it is given: the fingerprint is of the data as the import made it.
    const intended = structuredClone(data)
    // A publish the checks refuse is kept as a draft, remembered as what WordPress asked for: a
    // second run of the same export finds it unchanged and leaves it to the editors.
    const save = (draftOnly: boolean) =>
      upsert(
        key,
        collection,
        draftOnly ? { ...data, _status: 'draft' } : data,
        {
          create: (d) =>
            payload.create({
              collection,
              data: structuredClone(d) as never,
              draft: d._status === 'draft',
              overrideAccess: true,
              context: CONTEXT,
            }),
          update: (id, d) =>
            payload.update({
              collection,
              id,
              data: structuredClone(d) as never,
              draft: d._status === 'draft',
              overrideAccess: true,
              context: CONTEXT,
            }),
        },
        intended,
      )
    try {
      result = await save(false)
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      const why = error.data.errors.map((e) => e.message).join(' ')
      if (status !== 'published') {
        report.skip(kind, label, why)
        continue
      }
      report.notes.push({ what: label, note: `not published, kept as a draft: ${why}` })
      keptDraft = true
      try {
        result = await save(true)
      } catch (again) {
        if (!(again instanceof ValidationError)) throw again
        report.skip(kind, label, again.data.errors.map((e) => e.message).join(' '))
        continue
      }
    }
    report.count(kind, result.outcome)
    // What is live now decides the redirects: a post the checks kept as a draft on an earlier run still is one.
    const live =
      status === 'published' && !keptDraft && !dryRun
        ? ((await payload.findByID({ collection, id: result.id, depth: 0, overrideAccess: true })) as {
            _status?: string | null
          })
        : null
    const published =
      (status === 'published' && !keptDraft && (dryRun || live?._status === 'published')) ||
      publication.status === 'scheduled'
    const url = recordUrlOf(collection, data)
    if (url) newHomes.set(item.id, { url, collection, list: listOf(collection, data), published })
    if (publication.status === 'scheduled')
      await schedulePublish(payload, collection, result.id, publication.at, dryRun, report, label)
    if (published)
      for (const term of archivesOf(item)) {
        const lists = termHomes.get(term) ?? new Map<string, number>()
        const list = listOf(collection, data)
        lists.set(list, (lists.get(list) ?? 0) + 1)
        termHomes.set(term, lists)
      }
  }

  // Old addresses: every imported item's, and the archives of its categories, tags and authors.
  const wanted: { from: string; to: string }[] = []
  for (const item of site.content) {
    const home = newHomes.get(item.id)
    if (!home) continue
    if (!home.published) {
      report.notes.push({
        what: `${item.type} ${item.id}`,
        note: 'no redirect from its old address while it is not published',
      })
      continue
    }
    // An item's own id and permalink come first: another item's guid may name the same `?p=`.
    const [plain, ...others] = contentOldPaths(item, site.baseUrl)
    wanted.unshift({ from: plain, to: home.url })
    for (const from of others) wanted.push({ from, to: home.url })
  }
  for (const attachment of site.attachments) {
    const media = imported.get(attachment.id)
    if (!media) continue
    const paths = attachmentOldPaths(attachment, site.baseUrl)
    const parent = attachment.parentId !== undefined ? newHomes.get(attachment.parentId) : undefined
    const page = parent?.published ? parent.url : media.url
    if (page) for (const from of paths.pages) wanted.push({ from, to: page })
    if (media.url)
      for (const from of [...(paths.file ? [paths.file] : []), ...paths.sizes]) wanted.push({ from, to: media.url })
  }
  const busiest = (term: string) =>
    [...(termHomes.get(term) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1])[0]?.[0]
  for (const term of site.terms) {
    const list = busiest(`${term.taxonomy}:${term.slug}`)
    if (list) for (const from of termOldPaths(term, site.baseUrl, site.terms)) wanted.push({ from, to: list })
  }
  for (const author of site.authors) {
    const list = busiest(`author:${author.login}`)
    if (list) for (const from of authorOldPaths(author.login, site.baseUrl, author.id)) wanted.push({ from, to: list })
  }
  await writeRedirects(payload, wanted, report, dryRun, written)

  return { tags: [...written] }
}

function recordUrlOf(collection: CollectionSlug, data: Record<string, unknown>): string | null {
  if (collection === 'stories' || collection === 'articles') return recordUrl(collection, data)
  return typeof data.path === 'string' ? data.path : null
}

function listOf(collection: CollectionSlug, data: Record<string, unknown>): string {
  if (collection === 'stories' || collection === 'articles') return recordList(collection, data)
  return '/'
}

/** The WordPress slug (decoded; made from the title when WordPress had none), made unique among the collection's other records. */
async function uniqueSlug(
  payload: Payload,
  collection: 'stories' | 'articles',
  item: WpContent,
  ownId: string | undefined,
  report: ImportReport,
  label: string,
): Promise<string> {
  let decoded = item.slug
  try {
    decoded = decodeURIComponent(item.slug)
  } catch {
    // keep it as written
  }
  const base = slugify(decoded) || slugify(plainTitle(item.title)) || `wordpress-${item.type}-${item.id}`
  if (base !== item.slug && item.slug) report.notes.push({ what: label, note: `slug "${decoded}" became "${base}"` })
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`
    const { docs } = await payload.find({
      collection,
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      draft: true,
      overrideAccess: true,
      select: {},
    })
    if (!docs.length || String(docs[0].id) === ownId) {
      if (n > 1) report.notes.push({ what: label, note: `slug "${base}" is taken on the site: imported as "${slug}"` })
      return slug
    }
  }
}

async function collegeIds(payload: Payload, codes: string[]): Promise<Id[]> {
  if (!codes.length) return []
  const { docs } = await payload.find({
    collection: 'colleges',
    where: { code: { in: codes } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: {},
  })
  return docs.map((d) => d.id)
}

/** The site's scheduled publish (the jobs queue every server polls) for a future post, once. */
async function schedulePublish(
  payload: Payload,
  collection: CollectionSlug,
  id: Id,
  at: string,
  dryRun: boolean,
  report: ImportReport,
  label: string,
) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const same = docs.find((job) => {
    const input = job.input as { doc?: { relationTo?: string; value?: string } } | undefined
    return input?.doc?.relationTo === collection && String(input.doc.value) === String(id)
  })
  if (same && new Date(same.waitUntil ?? 0).getTime() === new Date(at).getTime()) {
    report.count('scheduled publish', 'unchanged')
    return
  }
  report.notes.push({ what: label, note: `scheduled: published by the site on ${at}` })
  if (dryRun) return report.count('scheduled publish', same ? 'updated' : 'created')
  if (same) await payload.delete({ collection: 'payload-jobs', id: same.id, overrideAccess: true })
  await payload.jobs.queue({
    task: 'schedulePublish',
    // Payload keeps the id as a string in the job (its task turns it back into the id type).
    input: { type: 'publish', doc: { relationTo: collection, value: String(id) } } as never,
    waitUntil: new Date(at),
  })
  report.count('scheduled publish', same ? 'updated' : 'created')
}

/**
 * The old addresses as managed redirects (permanent), checked by the same rules as an editor's
 * (lib/redirects/rules.ts: no page answers there, no chain, no loop) against the site once, then
 * saved without re-reading the whole site per redirect. A redirect an editor made stays theirs.
 */
async function writeRedirects(
  payload: Payload,
  wanted: { from: string; to: string }[],
  report: ImportReport,
  dryRun: boolean,
  written: Set<string>,
) {
  const known = await loadKnownTargets(payload)
  const { docs } = await payload.find({ collection: 'redirects', pagination: false, depth: 0, overrideAccess: true })
  const stored: (RedirectRecord & { reason?: string | null })[] = docs.map((d) => ({
    id: d.id,
    fromKey: d.fromKey ?? '',
    to: d.to,
    reason: d.reason,
  }))
  const seen = new Set<string>()
  for (const { from, to } of wanted) {
    const fromKey = internalPath(from)
    // A page kept at its WordPress path (`/about/` is `/about` here) needs no redirect.
    if (!fromKey || seen.has(fromKey) || fromKey === internalPath(to)) continue
    seen.add(fromKey)
    const existing = stored.find((r) => r.fromKey === fromKey)
    if (existing && existing.to === to) {
      report.count('redirect', 'unchanged')
      report.redirects.push({ from, to, outcome: 'unchanged' })
      continue
    }
    if (existing && existing.reason !== IMPORT_REASON) {
      report.skip('redirect', from, `an editor's redirect to ${existing.to} is there already`)
      continue
    }
    const errors = redirectErrors({ id: existing?.id, from, to }, stored, (path) => isServed(path, known))
    if (errors.length) {
      report.skip('redirect', `${from} → ${to}`, errors.map((e) => e.message).join(' '))
      continue
    }
    const outcome = existing ? 'updated' : 'created'
    if (!dryRun) {
      const common = {
        collection: 'redirects' as const,
        overrideAccess: true,
        depth: 0,
        context: { ...CONTEXT, [SLUG_CHANGE_CONTEXT]: true },
      }
      const data = { from, to, type: 'permanent' as const, reason: IMPORT_REASON }
      const doc = existing
        ? await payload.update({ ...common, id: existing.id!, data })
        : await payload.create({ ...common, data })
      if (existing) existing.to = to
      else stored.push({ id: doc.id, fromKey: doc.fromKey ?? fromKey, to, reason: IMPORT_REASON })
      written.add('redirects')
    } else if (!existing) stored.push({ fromKey, to, reason: IMPORT_REASON })
    report.count('redirect', outcome)
    report.redirects.push({ from, to, outcome })
  }
}
