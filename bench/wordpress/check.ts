/**
 * `npm run bench:wordpress`'s checks of one import (run twice) against WordPress's own account of
 * its site (truth.php): read through Payload's Local API from the site database the import wrote.
 * Prints one JSON line: each check with pass and detail.
 *
 *   tsx bench/wordpress/check.ts <truth.json> <rest|wxr> <first-report.md> <second-report.md>
 */
import { readFileSync } from 'node:fs'
import payloadConfig from '@payload-config'
import { getPayload, type CollectionSlug } from 'payload'
import { internalPath } from '@/lib/links/internal-path'
import { recordUrl } from '@/lib/pages/records'
import { oldPath } from '@/features/wordpress-import/mapping/permalinks'

type TruthItem = {
  id: number
  type: 'post' | 'page'
  title: string
  status: string
  password: boolean
  date_gmt: string
  link: string
  featured: number
  pictures: number[]
}
type Truth = {
  items: TruthItem[]
  attachments: { id: number; mime: string; url: string; sizes: string[] }[]
  terms: { id: number; taxonomy: string; slug: string; count: number; link: string; posts: number[] }[]
  authors: { id: number; login: string; slug: string; link: string; posts: number[] }[]
}
type Doc = Record<string, unknown> & { id: number | string; _status?: string }

const [truthFile, path, firstFile, secondFile] = process.argv.slice(2)
const truth = JSON.parse(readFileSync(truthFile, 'utf8')) as Truth
const first = readFileSync(firstFile, 'utf8')
const second = readFileSync(secondFile, 'utf8')
const base = truth.items[0].link.replace(/^(https?:\/\/[^/]+).*$/, '$1')
const checks: { check: string; pass: boolean; detail: string }[] = []
const check = (name: string, problems: string[], detail: string) =>
  checks.push({ check: name, pass: problems.length === 0, detail: problems.length ? problems.join('; ') : detail })

const payload = await getPayload({ config: payloadConfig })
const { docs: ledger } = await payload.find({
  collection: 'wordpress-imports',
  pagination: false,
  depth: 0,
  overrideAccess: true,
})
const row = (kind: string, id: number) => ledger.find((r) => r.key === `${base} ${kind} ${id}`)
/** The record as visitors get it (the published version), or null. */
async function published(collection: string, id: string): Promise<Doc | null> {
  const found = await payload.find({
    collection: collection as CollectionSlug,
    where: { and: [{ id: { equals: /^\d+$/.test(id) ? Number(id) : id } }, { _status: { equals: 'published' } }] },
    draft: false,
    depth: 0,
    overrideAccess: true,
    limit: 1,
  })
  return (found.docs[0] as unknown as Doc) ?? null
}
/** The record's latest version (a draft the checks before publishing kept, too), or null. */
async function latest(collection: string, id: string): Promise<Doc | null> {
  const found = await payload.find({
    collection: collection as CollectionSlug,
    where: { id: { equals: /^\d+$/.test(id) ? Number(id) : id } },
    draft: true,
    depth: 0,
    overrideAccess: true,
    limit: 1,
  })
  return (found.docs[0] as unknown as Doc) ?? null
}
/** The lines of the report's "Skipped" and "Brought in with a note" sections that name an item. */
const named = (label: string) => first.split('\n').some((line) => line.startsWith(`| ${label} `))

const isPublic = (item: TruthItem) => item.status === 'publish' && !item.password
const publicItems = truth.items.filter(isPublic)
const mediaOf = (attachmentId: number) => row('attachment', attachmentId)?.targetId

// 1. Every published post and page is on the site, published, or the report says why not.
{
  const problems: string[] = []
  let onSite = 0
  for (const item of publicItems) {
    const r = row(item.type, item.id)
    const doc = r ? await published(r.targetCollection, r.targetId) : null
    if (doc) onSite++
    else if (!named(`${item.type} ${item.id}`))
      problems.push(`${item.type} ${item.id} "${item.title}" is not published and the report does not say why`)
  }
  check(
    'every published post and page is on the site (or named in the report)',
    problems,
    `${onSite} of ${publicItems.length} published; the rest named in the report with the reason`,
  )
}

// 2. With its pictures: its featured picture and every picture of its text (in a post kept as a draft too).
{
  const problems: string[] = []
  let pictures = 0
  for (const item of publicItems) {
    const r = row(item.type, item.id)
    const doc = r ? await latest(r.targetCollection, r.targetId) : null
    if (!doc) continue
    const held = new Set<string>()
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk)
      else if (value && typeof value === 'object') {
        const node = value as Record<string, unknown>
        if (node.type === 'upload' && node.value !== undefined) held.add(String(node.value))
        Object.values(node).forEach(walk)
      }
    }
    walk(doc)
    for (const key of ['cover', 'secondImage']) if (doc[key] != null) held.add(String(doc[key]))
    const wanted = [...new Set([...(item.featured ? [item.featured] : []), ...item.pictures])]
    for (const attachment of wanted) {
      const media = mediaOf(attachment)
      if (media && held.has(media)) pictures++
      else if (
        r!.targetCollection === 'articles' &&
        /a news or sports article holds plain paragraphs/.test(first) &&
        held.size >= 1
      )
        pictures++ // an article holds a cover and a second picture: the report says what it could not hold
      else
        problems.push(
          `${item.type} ${item.id} "${item.title}" lacks attachment ${attachment}${media ? '' : ' (not imported)'}`,
        )
    }
  }
  check('every published item has its pictures (featured and in its text)', problems, `${pictures} pictures in place`)
}

// 3. Nothing WordPress kept from the public is published.
{
  const problems: string[] = []
  const hidden = truth.items.filter(
    (item) => !isPublic(item) && item.status !== 'trash' && item.status !== 'auto-draft',
  )
  for (const item of hidden) {
    const r = row(item.type, item.id)
    if (r && (await published(r.targetCollection, r.targetId)))
      problems.push(
        `${item.type} ${item.id} "${item.title}" (${item.status}${item.password ? ', password' : ''}) is published`,
      )
  }
  for (const collection of ['stories', 'articles', 'pages'] as const)
    for (const item of hidden) {
      const { totalDocs } = await payload.count({
        collection,
        where: { and: [{ title: { equals: item.title } }, { _status: { equals: 'published' } }] },
        overrideAccess: true,
      })
      if (totalDocs) problems.push(`"${item.title}" is published in ${collection}`)
    }
  check(
    'nothing private, draft, pending, future or password-protected is published',
    problems,
    `${hidden.length} such items on WordPress (${hidden.map((i) => `${i.status}${i.password ? '+password' : ''}`).join(', ')}), none published`,
  )
}

// 4. The future post waits for its date in the site's scheduled publish.
{
  const future = truth.items.filter((item) => item.status === 'future')
  const problems: string[] = []
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const item of future) {
    const r = row(item.type, item.id)
    if (!r) {
      if (path === 'wxr') problems.push(`${item.type} ${item.id} was not imported`)
      continue
    }
    const job = jobs.find(
      (j) =>
        j.taskSlug === 'schedulePublish' &&
        String((j.input as { doc?: { value?: string } })?.doc?.value) === r.targetId,
    )
    const due = new Date(`${item.date_gmt.replace(' ', 'T')}Z`).getTime()
    if (!job || new Date(job.waitUntil ?? 0).getTime() !== due)
      problems.push(`${item.type} ${item.id} has no scheduled publish at ${item.date_gmt} UTC`)
  }
  check(
    'the future post is scheduled for its date',
    problems,
    path === 'rest'
      ? 'not readable anonymously through the REST API (published content only): not imported, as documented'
      : `${future.length} scheduled`,
  )
}

// 5. Every old address of a published item answers a stored permanent redirect to its new address.
{
  const problems: string[] = []
  const { docs: redirects } = await payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const to = (from: string) => redirects.find((d) => d.fromKey === internalPath(from))
  let ok = 0
  for (const item of publicItems) {
    const r = row(item.type, item.id)
    const doc = r ? await published(r.targetCollection, r.targetId) : null
    if (!doc) continue
    const url =
      r!.targetCollection === 'pages' ? (doc.path as string) : recordUrl(r!.targetCollection as 'stories', doc)
    for (const old of [oldPath(item.link, base)!, `/?${item.type === 'page' ? 'page_id' : 'p'}=${item.id}`]) {
      const redirect = to(old)
      if (redirect && redirect.to === url && redirect.type === 'permanent') ok++
      else if (internalPath(old) === url)
        ok++ // a page kept at its own address answers there
      else problems.push(`${old} → ${redirect ? `${redirect.to} (${redirect.type})` : 'nothing'}, expected ${url}`)
    }
  }
  for (const attachment of truth.attachments) {
    const target = row('attachment', attachment.id)
    if (!target) continue
    // The file and each size WordPress made of it (posts and other sites link those).
    for (const file of [attachment.url, ...attachment.sizes]) {
      const redirect = to(oldPath(file, base)!)
      if (redirect?.type === 'permanent' && redirect.to.includes('/file/')) ok++
      else problems.push(`${oldPath(file, base)} (attachment ${attachment.id}) → ${redirect?.to ?? 'nothing'}`)
    }
  }
  // An archive leads to a list when one of its posts is published here (one the checks kept as a draft is named in the report).
  const onSite = new Set<number>()
  for (const item of publicItems) {
    const r = row(item.type, item.id)
    if (r && (await published(r.targetCollection, r.targetId))) onSite.add(item.id)
  }
  const limits: string[] = []
  for (const archive of [...truth.terms, ...truth.authors]) {
    if (!archive.posts.some((id) => onSite.has(id))) continue
    const from = oldPath(archive.link, base)!
    const redirect = to(from)
    if (redirect && redirect.to !== '/') ok++
    else if (path === 'wxr' && 'login' in archive && archive.slug !== archive.login)
      limits.push(`${from} (an export names an author by login, "${archive.login}", not by the archive's slug)`)
    else problems.push(`${from} → ${redirect?.to ?? 'nothing'}`)
  }
  check(
    "every old address (WordPress's own permalink, ?p=, file, archive) has a permanent redirect to the new one",
    problems,
    `${ok} old addresses checked${limits.length ? `; not knowable from the source: ${limits.join(', ')}` : ''}`,
  )
}

// 6. Every attachment is in Media or Documents, with its file.
{
  const problems: string[] = []
  for (const attachment of truth.attachments) {
    const r = row('attachment', attachment.id)
    if (!r) {
      if (!named(`attachment ${attachment.id}`))
        problems.push(`attachment ${attachment.id} missing and not in the report`)
      continue
    }
    const doc = (await payload.findByID({
      collection: r.targetCollection as 'media',
      id: Number(r.targetId),
      depth: 0,
      overrideAccess: true,
    })) as { filesize?: number }
    if (!doc?.filesize) problems.push(`attachment ${attachment.id}: no file`)
  }
  check('every picture and PDF is brought with its file', problems, `${truth.attachments.length} attachments`)
}

// 7. A second run changes nothing.
{
  const problems: string[] = []
  for (const line of second.split('\n').filter((l) => /^\| [a-z ]+ \| \d+ \| \d+ \| \d+ \| \d+ \|$/.test(l))) {
    const [kind, created, updated] = line
      .split('|')
      .slice(1, 4)
      .map((c) => c.trim())
    if (created !== '0' || updated !== '0') problems.push(`${kind}: ${created} created, ${updated} updated`)
  }
  if (!/\| redirect \| 0 \| 0 \| \d+ \|/.test(second)) problems.push('no redirect row in the second report')
  check('a second run changes nothing', problems, 'every kind: 0 created, 0 updated')
}

// 8. The report names everything it could not bring.
{
  const problems: string[] = []
  for (const item of truth.items.filter((i) => i.status !== 'auto-draft'))
    if (!row(item.type, item.id) && (path === 'wxr' || isPublic(item)) && !named(`${item.type} ${item.id}`))
      problems.push(`${item.type} ${item.id} "${item.title}" (${item.status}) neither imported nor named`)
  const skipped = first.match(/## Skipped \((\d+)\)/)?.[1] ?? '0'
  check(
    'the report names everything it could not bring',
    problems,
    `${skipped} items named as skipped, each with its reason`,
  )
}

await payload.destroy()
console.log(JSON.stringify(checks))
process.exit(0)
