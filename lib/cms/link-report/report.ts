import 'server-only'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { CollectionSlug, Payload, Where } from 'payload'
import { config } from '@/lib/config/site.mjs'
import { checkDocument } from '@/lib/cms/checks/check'
import { loadKnownTargets } from '@/lib/links/known-targets'
import { linksInMdx } from '@/lib/links/mdx-links'
import { resolveLink } from '@/lib/links/resolve'

/** One link that does not lead where it should: where it is, and what is wrong. */
export type ReportRow = {
  /** What holds the link: a record ("Feature story “…”"), a global or an MDX file. */
  where: string
  /** The admin page to fix it in (none for MDX files: they are edited in the code). */
  editUrl?: string
  /** The field (Payload's path) or the file's line. */
  location: string
  message: string
  severity: 'error' | 'warning'
}

/**
 * The collections whose records hold rich text or addresses pages show, the field naming each
 * record, and which records to look at when not all of them are shown.
 */
const SOURCES: { collection: CollectionSlug; title: string; shown?: () => Where }[] = [
  { collection: 'stories', title: 'title' },
  { collection: 'articles', title: 'title' },
  { collection: 'programmes', title: 'name' },
  { collection: 'colleges', title: 'name' },
  { collection: 'departments', title: 'name' },
  { collection: 'upcoming-events', title: 'name' },
  { collection: 'jobs', title: 'title' },
  { collection: 'banners', title: 'title' },
  { collection: 'keyword-groups', title: 'keyword' },
  { collection: 'promoted-results', title: 'name' },
  { collection: 'pages', title: 'title' },
  // An alert that has ended is shown nowhere again; one on now or to come is on every page.
  { collection: 'alerts', title: 'headline', shown: () => ({ endsAt: { greater_than: new Date().toISOString() } }) },
]

const CONTENT_DIR = path.join(process.cwd(), 'content')

/**
 * Every link in CMS content (rich text and address fields of the published records, the Home page)
 * and in the MDX pages under content/ that leads nowhere (errors) or through a redirect (warnings).
 */
export async function linkReport(payload: Payload): Promise<ReportRow[]> {
  const known = await loadKnownTargets(payload)
  const rows: ReportRow[] = []
  for (const { collection, title, shown } of SOURCES) {
    const { fields, labels } = payload.collections[collection].config
    const singular = typeof labels.singular === 'string' ? labels.singular : collection
    const { docs } = await payload.find({
      collection,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      where: shown?.(),
    })
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      for (const finding of checkDocument(fields, doc, { known, siteOrigin: config.serverUrl })) {
        if (finding.kind !== 'link') continue
        rows.push({
          where: `${singular} “${String(doc[title] ?? doc.id)}”`,
          editUrl: `/admin/collections/${collection}/${String(doc.id)}`,
          location: finding.path,
          message: finding.message,
          severity: finding.severity,
        })
      }
    }
  }
  const home = await payload.findGlobal({ slug: 'home-page', depth: 0, overrideAccess: true })
  const homeFields = payload.config.globals.find((g) => g.slug === 'home-page')?.fields ?? []
  for (const finding of checkDocument(homeFields, home as unknown as Record<string, unknown>, {
    known,
    siteOrigin: config.serverUrl,
  })) {
    if (finding.kind === 'link')
      rows.push({
        where: 'Home page',
        editUrl: '/admin/globals/home-page',
        location: finding.path,
        message: finding.message,
        severity: finding.severity,
      })
  }
  rows.push(...(await mdxRows(known)))
  return rows
}

async function mdxRows(known: Awaited<ReturnType<typeof loadKnownTargets>>): Promise<ReportRow[]> {
  let files: string[]
  try {
    files = (await readdir(CONTENT_DIR, { recursive: true })).filter((f) => f.endsWith('.mdx')).sort()
  } catch {
    return [
      {
        where: 'content/',
        location: '',
        message: 'The MDX pages could not be read on this server.',
        severity: 'warning',
      },
    ]
  }
  const rows: ReportRow[] = []
  for (const file of files) {
    for (const link of linksInMdx(await readFile(path.join(CONTENT_DIR, file), 'utf8'))) {
      const verdict = resolveLink(link.href, known, config.serverUrl)
      if (verdict.status === 'missing')
        rows.push({
          where: `content/${file}`,
          location: `line ${link.line}`,
          message: `The link to ${link.href} leads nowhere: ${verdict.reason}.`,
          severity: 'error',
        })
      if (verdict.status === 'redirected')
        rows.push({
          where: `content/${file}`,
          location: `line ${link.line}`,
          message: `The link to ${link.href} goes through a redirect; link to ${verdict.to} directly.`,
          severity: 'warning',
        })
    }
  }
  return rows
}
