import type { CollectionSlug, PayloadRequest, Where } from 'payload'

/** A document of a collection, or a global. */
export type EditTarget = { collection: string; id: string | number } | { global: string }

type AccessResult = boolean | Where

/** Our ids are integers in both databases; anything else names no document. */
const isId = (id: unknown) =>
  (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ||
  (typeof id === 'string' && /^[1-9]\d{0,15}$/.test(id))

/**
 * Whether the request's user may update a document or a global, by the same `update` access rule
 * the update itself would run: a rule that answers with a query (a college editor's "documents of
 * my college") is asked of that one document. For what rides on an edit without being one:
 * document locks, scheduled publishing. `data` is what the update would save, for a rule that
 * looks at it (publishing, `{ _status: 'published' }`, is refused to whoever must submit changes for review).
 */
export async function mayUpdate(
  req: PayloadRequest,
  target: EditTarget,
  data?: Record<string, unknown>,
): Promise<boolean> {
  if (!req.user) return false
  if ('global' in target) {
    const global = req.payload.config.globals.find((g) => g.slug === target.global)
    if (!global?.access?.update) return false
    // A global is one document: a rule answering with a query about it is not one our globals use.
    return (await global.access.update({ req, data })) === true
  }
  const slug = target.collection as CollectionSlug
  const collection = req.payload.collections[slug]?.config
  if (!collection?.access?.update || !isId(target.id)) return false
  const id = Number(target.id)
  const result = (await collection.access.update({ req, id, data })) as AccessResult
  if (typeof result === 'boolean') return result
  const { totalDocs } = await req.payload.count({
    collection: slug,
    where: { and: [result, { id: { equals: id } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}
