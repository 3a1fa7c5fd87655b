import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type GlobalBeforeChangeHook,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { config } from '@/lib/config/site.mjs'
import { loadKnownTargets, type LinkedTargets } from '@/lib/links/known-targets'
import { checkDocument, type CheckOptions } from './check'
import { collect, pictureIds } from './collect'

type Options = Pick<CheckOptions, 'title' | 'description'>
type Data = Record<string, unknown>

async function altLookup(payload: Payload, req: PayloadRequest, fields: readonly unknown[], data: Data) {
  const ids = pictureIds(collect(fields, data))
  const alts = new Map<string, string | null>()
  if (ids.length) {
    const { docs } = await payload.find({
      collection: 'media',
      where: { id: { in: ids } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
      select: { alt: true },
    })
    for (const doc of docs) alts.set(String(doc.id), doc.alt ?? null)
  }
  // A picture that no longer exists is Payload's own error to report; not checked here.
  return (id: string) => (alts.has(id) ? alts.get(id) : undefined)
}

type LinkNode = { type?: string; fields?: { linkType?: unknown; url?: unknown; doc?: unknown }; children?: unknown[] }

/** Every link a document carries: its link fields' addresses, its rich text's links (by address or by record). */
export function linksOf(fields: readonly unknown[], data: Data): LinkedTargets {
  const found = collect(fields, data)
  const hrefs = found.links.map((link) => link.href)
  const documents: { relationTo: string; id: string }[] = []
  const visit = (node: LinkNode) => {
    if (node.type === 'link' || node.type === 'autolink') {
      const { linkType, url, doc } = node.fields ?? {}
      if (linkType === 'internal') {
        const { relationTo, value } = (doc ?? {}) as { relationTo?: unknown; value?: unknown }
        const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
        if (typeof relationTo === 'string' && (typeof id === 'string' || typeof id === 'number'))
          documents.push({ relationTo, id: String(id) })
      } else if (typeof url === 'string' && url.trim()) hrefs.push(url.trim())
    }
    node.children?.forEach((child) => visit(child as LinkNode))
  }
  found.richTexts.forEach((t) => {
    const root = (t.value as { root?: LinkNode } | null)?.root
    if (root) visit(root)
  })
  return { hrefs, documents, siteOrigin: config.serverUrl }
}

/** Field errors of the checks before publishing (lib/cms/checks/check.ts), or none. */
async function publishingErrors(req: PayloadRequest, fields: readonly unknown[], data: Data, options: Options) {
  // Links are resolved against what they lead to (a few indexed look-ups), never the whole site:
  // a save costs the same however many records the site holds.
  const linked = linksOf(fields, data)
  const hasLinks = linked.hrefs.length > 0 || linked.documents.length > 0
  const [known, altOf] = await Promise.all([
    hasLinks ? loadKnownTargets(req.payload, req, linked) : undefined,
    altLookup(req.payload, req, fields, data),
  ])
  return checkDocument(fields, data, { ...options, known, altOf, siteOrigin: config.serverUrl })
    .filter((finding) => finding.severity === 'error')
    .map(({ path, message }) => ({ path, message }))
}

/**
 * The errors a draft is refused for: links no page may carry (`javascript:`, `data:`…), since an
 * editor's preview shows the draft as a page. Everything else waits for publishing.
 */
function draftErrors(fields: readonly unknown[], data: Data) {
  return checkDocument(fields, data)
    .filter((finding) => finding.kind === 'link-scheme')
    .map(({ path, message }) => ({ path, message }))
}

/** Field errors of a save: all the checks' errors when it publishes, a draft's own otherwise. */
async function saveErrors(
  req: PayloadRequest,
  fields: readonly unknown[],
  data: Data,
  incoming: Data,
  options: Options,
) {
  return incoming._status === 'draft' ? draftErrors(fields, data) : publishingErrors(req, fields, data, options)
}

/**
 * The checks before publishing as a beforeChange hook: their errors refuse a save that publishes
 * (a collection without drafts publishes on every save), each beside its field; a draft is saved
 * unless it links with a scheme no page may carry. Warnings are shown in the form only
 * (PublishingChecks), never refuse.
 */
export function publishingChecks(options: Options = {}): CollectionBeforeChangeHook {
  return async ({ collection, data, originalDoc, req }) => {
    const errors = await saveErrors(req, collection.fields, { ...(originalDoc ?? {}), ...data }, data, options)
    if (errors.length) throw new ValidationError({ collection: collection.slug, errors })
    return data
  }
}

/** The same for a global. */
export function globalPublishingChecks(options: Options = {}): GlobalBeforeChangeHook {
  return async ({ global, data, originalDoc, req }) => {
    const errors = await saveErrors(req, global.fields, { ...(originalDoc ?? {}), ...data }, data, options)
    if (errors.length) throw new ValidationError({ global: global.slug, errors })
    return data
  }
}
