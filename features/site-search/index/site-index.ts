import 'server-only'
import { randomUUID } from 'node:crypto'
import { includes, SOURCES } from '@/lib/cache/tags'
import { cachedRead } from '@/lib/reads/cached-read'
import { markSearchBuilt } from '@/lib/ops/started'
import { readAsPublic } from '@/lib/reads/visible'
import { PARTS } from '../sources/parts'
import { FreshIndex } from './fresh-index'
import type { SiteSearchIndex } from './fulltext'

/**
 * The server's one index of the site, and how it is kept current.
 *
 * Every record comes through the same reads the public pages use (as visitors see them, even when
 * an editor's preview searches), so whatever they leave out (drafts, unpublished records, closed
 * jobs, past events) the index leaves out too. Pages are read as rendered, from the server itself
 * (../crawl): their facts come from components, policy constants and the records they show, not
 * only their MDX source.
 *
 * The documents come in parts (../sources), each read from the sources its documents hold. Each
 * part has a small version token, cached under its sources' tags: a save expires the tokens of the
 * parts it touches, on every instance, and the next search reads those parts again and changes
 * only their documents that changed in the index (fresh-index.ts). So a story's save reads the
 * stories again, and (behind the search) the pages that show stories, not the programmes or the
 * other pages. The documents themselves are not kept in Next's data cache: a server builds its
 * index from the reads when it starts (warmed by POST /api/startup), never from documents a
 * previous process made, and keeps each part's last good documents on disk only for when its reads
 * fail (bench/search.mjs reads them as the corpus the server indexed).
 */

/**
 * A token that changes whenever any part may have, cached under every source's tag: a search
 * compares it alone while nothing was saved, and the parts' own tokens only after a save.
 */
const getSearchVersion = cachedRead('search:version', includes(SOURCES), async (): Promise<string> => randomUUID())

const siteIndex = new FreshIndex(PARTS, getSearchVersion)

/** The index of today's published content: built on first use (or at start), then kept current part by part. */
export async function getSearchIndex(): Promise<SiteSearchIndex> {
  const index = await readAsPublic(() => siteIndex.current())
  markSearchBuilt()
  return index
}

/** Builds the index behind a server's start (POST /api/startup), so the first search finds it ready. */
export async function warmSearchIndex(): Promise<void> {
  try {
    await getSearchIndex()
  } catch (error) {
    console.error(
      `[search] the index could not be built at start (the first search builds it): ${(error as Error).message}`,
    )
  }
}
