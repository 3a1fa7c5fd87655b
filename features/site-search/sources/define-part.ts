import 'server-only'
import { randomUUID } from 'node:crypto'
import { includes, type Source } from '@/lib/cache/tags'
import { cachedRead } from '@/lib/reads/cached-read'
import type { SearchDocument } from '../index/fulltext'

/** What one part's read gives. */
export type PartDocuments = {
  documents: SearchDocument[]
  /** Some page could not be read: read the part again soon. */
  incomplete?: boolean
  /** When its documents change by themselves (ms): a job closes, an event passes. */
  changesAt?: number | null
}

/**
 * A part of the index: the documents read from a few sources (the stories, the programmes, the
 * pages that show documents…), read again when a save to one of them changes its version.
 */
export type Part = {
  name: string
  /** The collections and globals its documents hold: their saves expire its version. */
  sources: readonly Source[]
  /** Pages read from the server itself: after the first build, read again behind the search rather than before it. */
  crawled: boolean
  read: () => Promise<PartDocuments>
  /** A token that changes whenever its documents may have: small, so a search learns cheaply whether the part is current. */
  version: () => Promise<string>
}

/** A part whose version is a token cached under its sources' tags: a save to any of them expires it on every instance. */
export function definePart(
  name: string,
  sources: readonly Source[],
  read: () => Promise<PartDocuments>,
  crawled = false,
): Part {
  return {
    name,
    sources,
    crawled,
    read,
    version: cachedRead(`search:version:${name}`, includes(sources), async () => randomUUID()),
  }
}
