import 'server-only'
import type { CollectionSlug, GlobalSlug } from 'payload'
import { GLOBALS, SOURCES, includes, type Source } from '@/lib/cache/tags'
import { newest } from '@/lib/pages/page-last-modified'
import { cachedRead } from './cached-read'
import { getPayloadClient } from './payload'
import { visible } from './visible'

/** The newest `updatedAt` among the published records of one source (a collection, or a global's own). */
async function readUpdatedAt(source: Source): Promise<string | null> {
  const payload = await getPayloadClient()
  if (source in GLOBALS) {
    const doc = await payload.findGlobal({ slug: source as GlobalSlug, depth: 0 })
    return (doc as { updatedAt?: string }).updatedAt ?? null
  }
  const slug = source as CollectionSlug
  const { docs } = await payload.find({
    collection: slug,
    ...visible(payload, slug),
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return (docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? null
}

/** One cached read per source, under that source's tag: a save moves its date forward, nothing else does. */
const reads = new Map(
  SOURCES.map((source) => [
    source,
    cachedRead(`last-modified:${source}`, includes([source]), () => readUpdatedAt(source)),
  ]),
)

/** When the records a page shows last changed: the newest `updatedAt` among `sources` (null for none). */
export async function getRecordsLastModified(sources: readonly Source[]): Promise<string | null> {
  return newest(...(await Promise.all(sources.map((source) => reads.get(source)!()))))
}
