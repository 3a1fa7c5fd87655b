/** How many records one query of `findAll` reads: few round trips, and no query holds a whole large collection. */
export const FIND_ALL_CHUNK = 500

/** The part of the set one query asks for, spread into Payload's `find`. */
export type Chunk = { page: number; limit: number; pagination: true }

/** One page of a paged read, as Payload's `find` answers. */
export type Page<T> = { docs: T[]; hasNextPage: boolean }

/**
 * Every record a paged read matches: chunks 1, 2, … of `limit` (`FIND_ALL_CHUNK` unless a read's
 * records are large) until one says it is the
 * last (one that comes back empty, its records left out by the read, is not the end). For the
 * reads that need the whole set (a list a page shows whole, the sitemap, the site search); a read
 * that shows part asks Payload for that part instead. The query should `select` only the fields
 * used, and sort with `stableSort` so that chunks neither repeat nor skip a record.
 *
 *   findAll((chunk) => payload.find({ collection: 'minors', sort: stableSort('name'), depth: 0, ...chunk }))
 */
export async function findAll<T>(read: (chunk: Chunk) => Promise<Page<T>>, limit = FIND_ALL_CHUNK): Promise<T[]> {
  const all: T[] = []
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await read({ page, limit, pagination: true })
    all.push(...docs)
    if (!hasNextPage) return all
  }
}

/**
 * A sort whose ties are broken as Payload breaks them when it reads everything at once (newest
 * `createdAt` first), and past that by id, so the order is total: records that tie on every field
 * named (two created in the same millisecond by an import) keep their place from one chunk to the next.
 */
export function stableSort(...fields: string[]): string[] {
  return [...fields, '-createdAt', '-id']
}
