import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionSlug, PayloadRequest } from 'payload'
import { recordUrl, type PagedCollection } from '@/lib/pages/records'
import { planSlugChange } from '@/lib/redirects/rules'
import { SLUG_CHANGE_CONTEXT } from '@/lib/cms/collections/Redirects'

type Doc = Record<string, unknown>

const beforeKey = (collection: string, id: unknown) => `slugRedirectBefore:${collection}:${String(id)}`

/**
 * Keeps old addresses working: when a document whose page visitors could open is published under
 * a new address (its public URL in lib/pages/records.ts: a new slug, a programme of another kind),
 * its old URL leads to the new one with a permanent redirect, and redirects that led to the old URL
 * lead straight to the new one (no chains). Draft saves change nothing visitors see, so the address
 * compared is the one last published (the collection's own row; a draft only makes a version),
 * read before the save.
 */
export function slugRedirectHooks(collection: PagedCollection) {
  return addressRedirectHooks(collection, (doc) => recordUrl(collection, doc))
}

/** The same for any collection whose published documents have an address (`urlOf`): a composed page's path. */
export function addressRedirectHooks(collection: CollectionSlug, urlOf: (doc: Doc) => string | null) {
  const rememberPublishedUrl: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
    if (operation !== 'update' || !originalDoc || data._status === 'draft') return data
    const live = (await req.payload.db.findOne({
      collection,
      where: { id: { equals: originalDoc.id } },
      req,
    })) as Doc | null
    if (live && live._status !== 'draft') req.context[beforeKey(collection, originalDoc.id)] = urlOf(live)
    return data
  }
  const redirectOldUrl: CollectionAfterChangeHook = async ({ doc, req }) => {
    const oldUrl = req.context[beforeKey(collection, doc.id)]
    const newUrl = (doc as Doc)._status === 'draft' ? null : urlOf(doc as Doc)
    if (typeof oldUrl !== 'string' || !newUrl || oldUrl === newUrl) return doc
    await applySlugChange(req, oldUrl, newUrl, `The address of ${collection} #${String(doc.id)} changed`)
    return doc
  }
  return { beforeChange: [rememberPublishedUrl], afterChange: [redirectOldUrl] }
}

async function applySlugChange(req: PayloadRequest, oldUrl: string, newUrl: string, reason: string) {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const plan = planSlugChange(
    oldUrl,
    newUrl,
    docs.map((d) => ({ id: d.id, fromKey: d.fromKey ?? '', to: d.to })),
  )
  const context = { ...req.context, [SLUG_CHANGE_CONTEXT]: true }
  const common = { collection: 'redirects' as const, overrideAccess: true, req, context, depth: 0 }
  for (const r of plan.remove) await req.payload.delete({ ...common, id: r.id! })
  for (const r of plan.retarget) await req.payload.update({ ...common, id: r.id!, data: { to: newUrl, reason } })
  if (plan.update)
    await req.payload.update({ ...common, id: plan.update.id!, data: { to: newUrl, type: 'permanent', reason } })
  if (plan.create)
    await req.payload.create({ ...common, data: { from: plan.create.from, to: newUrl, type: 'permanent', reason } })
}
