import type { CollectionSlug } from 'payload'
import { seedContext, type SeedContext } from './context'

/**
 * Records saved before their collection had drafts have no version yet, and the schema change gave
 * them the draft status: they were on the site, so they stay published. A record with versions was
 * saved with drafts on, and keeps whatever status its editor gave it.
 */
export async function publishEarlierContent({ payload }: SeedContext) {
  for (const collection of payload.config.collections) {
    if (!collection.versions?.drafts) continue
    const slug = collection.slug as CollectionSlug
    const { docs } = await payload.find({
      collection: slug,
      where: { _status: { not_equals: 'published' } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of docs) {
      const { totalDocs } = await payload.countVersions({
        collection: slug,
        where: { parent: { equals: doc.id } },
        overrideAccess: true,
      })
      if (totalDocs === 0)
        await payload.update({
          collection: slug,
          id: doc.id,
          data: { _status: 'published' } as never,
          overrideAccess: true,
          context: seedContext,
        })
    }
  }
  for (const global of payload.config.globals) {
    if (!global.versions?.drafts) continue
    const doc = (await payload.findGlobal({ slug: global.slug as never, depth: 0, overrideAccess: true })) as {
      _status?: string
      updatedAt?: string
    }
    if (doc._status === 'published' || !doc.updatedAt) continue
    const { totalDocs } = await payload.countGlobalVersions({ global: global.slug as never, overrideAccess: true })
    if (totalDocs === 0)
      await payload.updateGlobal({
        slug: global.slug as never,
        data: { _status: 'published' } as never,
        overrideAccess: true,
        context: seedContext,
      })
  }
}
