import 'server-only'
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { checkDocument, type Finding, type FindingKind } from '@/lib/cms/checks/check'
import { PUBLISHING_CHECKS_FIELD } from '@/lib/cms/checks/field'

/** The kinds of finding that are about accessibility and readability (not where links lead, nor lengths for search engines). */
export const ACCESSIBILITY_KINDS: ReadonlySet<FindingKind> = new Set([
  'picture',
  'heading',
  'link-text',
  'table',
  'caps',
  'contrast',
  'readability',
])

/** One published document with accessibility or readability findings still open. */
export type ReportDocument = {
  /** What it is: “Feature story “A day in the lab””, “Home page”. */
  where: string
  editUrl: string
  findings: Pick<Finding, 'path' | 'severity' | 'message'>[]
}

type Fields = readonly unknown[]
const checked = (fields: Fields) => (fields as { name?: string }[]).some((f) => f.name === PUBLISHING_CHECKS_FIELD)

/** Every picture's text alternative, once for the whole report. */
async function allAlts(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'media',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { alt: true },
  })
  const alts = new Map(docs.map((doc) => [String(doc.id), doc.alt ?? null]))
  return (id: string) => (alts.has(id) ? alts.get(id) : undefined)
}

function openFindings(
  fields: Fields,
  doc: Record<string, unknown>,
  title: string | undefined,
  altOf: (id: string) => string | null | undefined,
) {
  return checkDocument(fields, doc, { title, altOf })
    .filter((f) => ACCESSIBILITY_KINDS.has(f.kind))
    .map(({ path, severity, message }) => ({ path, severity, message }))
}

/**
 * Every published document of the collections and globals the checks before publishing run on
 * (those whose form shows the checks panel) with accessibility or readability findings open:
 * warnings, which never refuse publishing, and errors of documents published before a rule came.
 */
export async function accessibilityReport(payload: Payload): Promise<ReportDocument[]> {
  const altOf = await allAlts(payload)
  const documents: ReportDocument[] = []
  for (const [slug, { config }] of Object.entries(payload.collections)) {
    if (!checked(config.fields)) continue
    const singular = typeof config.labels.singular === 'string' ? config.labels.singular : slug
    const title = config.admin.useAsTitle
    const { docs } = await payload.find({
      collection: slug as CollectionSlug,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      where:
        config.versions && typeof config.versions === 'object' && config.versions.drafts
          ? { _status: { equals: 'published' } }
          : undefined,
    })
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      const findings = openFindings(config.fields, doc, title, altOf)
      if (findings.length)
        documents.push({
          where: `${singular} “${String((title && doc[title]) ?? doc.id)}”`,
          editUrl: `/admin/collections/${slug}/${String(doc.id)}`,
          findings,
        })
    }
  }
  for (const global of payload.config.globals) {
    if (!checked(global.fields)) continue
    const doc = (await payload.findGlobal({
      slug: global.slug as GlobalSlug,
      depth: 0,
      overrideAccess: true,
    })) as unknown as Record<string, unknown>
    if (global.versions && typeof global.versions === 'object' && global.versions.drafts && doc._status !== 'published')
      continue
    const findings = openFindings(global.fields, doc, undefined, altOf)
    const label = typeof global.label === 'string' ? global.label : global.slug
    if (findings.length) documents.push({ where: label, editUrl: `/admin/globals/${global.slug}`, findings })
  }
  return documents
}
