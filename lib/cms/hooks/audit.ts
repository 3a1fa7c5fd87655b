import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  CollectionSlug,
  GlobalAfterChangeHook,
  GlobalConfig,
  GlobalSlug,
  PayloadRequest,
} from 'payload'
import type { AuditAction } from '@/lib/cms/collections/AuditLog'
import { publicationAction } from './publication'

type Doc = Record<string, unknown> & { id?: number | string; _status?: 'draft' | 'published' | null }

/** Writes one entry, in the save's own transaction, naming the signed-in editor (none for a job without one). */
export async function writeAuditEntry(
  req: PayloadRequest,
  entry: { action: AuditAction; collectionSlug: string; summary: string; id?: number | string },
) {
  if (req.context?.disableAudit) return
  await req.payload.create({
    collection: 'audit-log',
    overrideAccess: true,
    req,
    data: {
      action: entry.action,
      collectionSlug: entry.collectionSlug,
      summary: entry.summary.slice(0, 300),
      documentIds: entry.id === undefined ? undefined : String(entry.id),
      user: req.user && req.user.collection === 'users' ? req.user.id : undefined,
    },
  })
}

const verb: Record<AuditAction, string> = {
  published: 'Published',
  unpublished: 'Unpublished',
  deleted: 'Deleted',
  viewed: 'Viewed',
  exported: 'Exported',
  erased: 'Erased',
  purged: 'Purged',
  'review-submitted': 'Submitted for review',
  'review-sent-back': 'Sent back',
  'review-approved': 'Approved',
}

/**
 * The audit trail of a content collection: who published, unpublished or deleted which record,
 * and when (the entry's creation time). Drafts being worked on are not recorded.
 */
export function collectionAuditHooks(
  slug: CollectionSlug,
  { titleField, drafts }: { titleField: string; drafts: boolean },
) {
  const title = (doc: Doc) => String(doc[titleField] ?? doc.id ?? '')
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    const current = doc as Doc
    const previous = previousDoc as Doc | undefined
    const mayUnpublish = drafts && current._status !== 'published' && previous?._status === 'published'
    const live = mayUnpublish
      ? ((await req.payload.db.findOne({ collection: slug, where: { id: { equals: current.id } }, req })) as Doc | null)
      : null
    const action = publicationAction({
      drafts,
      status: current._status,
      previousStatus: previous?._status,
      liveStatus: live?._status,
    })
    if (action)
      await writeAuditEntry(req, {
        action,
        collectionSlug: slug,
        summary: `${verb[action]} “${title(current)}”`,
        id: current.id,
      })
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await writeAuditEntry(req, {
      action: 'deleted',
      collectionSlug: slug,
      summary: `${verb.deleted} “${title(doc as Doc)}”`,
      id: (doc as Doc).id,
    })
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** The audit trail of a global: who published or unpublished it, and when. */
export function globalAuditHooks(slug: GlobalSlug, { label, drafts }: { label: string; drafts: boolean }) {
  const afterChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
    const current = doc as Doc
    const previous = previousDoc as Doc | undefined
    const mayUnpublish = drafts && current._status !== 'published' && previous?._status === 'published'
    const live = mayUnpublish ? ((await req.payload.db.findGlobal({ slug, req })) as Doc | null) : null
    const action = publicationAction({
      drafts,
      status: current._status,
      previousStatus: previous?._status,
      liveStatus: live?._status,
    })
    if (action) await writeAuditEntry(req, { action, collectionSlug: slug, summary: `${verb[action]} ${label}` })
    return doc
  }
  return { afterChange: [afterChange] }
}

const hasDrafts = (versions: unknown) =>
  Boolean(versions && typeof versions === 'object' && (versions as { drafts?: unknown }).drafts)

/**
 * Adds the audit trail to the content editors manage: every collection that keeps versions (all of
 * it; without drafts each save is live at once, so it is recorded as publishing), and uploaded
 * pictures and files, which keep no versions (replacing a file replaces it): of those only deletes
 * are recorded, as an upload publishes nothing until a page uses it.
 */
export function withAuditTrail(collection: CollectionConfig): CollectionConfig {
  if (!collection.versions && !collection.upload) return collection
  const audit = collectionAuditHooks(collection.slug as CollectionSlug, {
    titleField: collection.admin?.useAsTitle ?? (collection.upload ? 'filename' : 'id'),
    drafts: hasDrafts(collection.versions),
  })
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), ...(collection.versions ? audit.afterChange : [])],
      afterDelete: [...(hooks.afterDelete ?? []), ...audit.afterDelete],
    },
  }
}

/** Adds the audit trail to every global that keeps versions. */
export function withGlobalAuditTrail(global: GlobalConfig): GlobalConfig {
  if (!global.versions) return global
  const label = typeof global.label === 'string' ? global.label : global.slug
  const audit = globalAuditHooks(global.slug as GlobalSlug, { label, drafts: hasDrafts(global.versions) })
  const hooks = global.hooks ?? {}
  return { ...global, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), ...audit.afterChange] } }
}
