import { FIND_ALL_CHUNK, findAll, stableSort, type Chunk } from './find-all'

/** A stand-in for Payload's `find` over `count` records, recording what it was asked. */
function collection(count: number) {
  const records = Array.from({ length: count }, (_, i) => ({ id: i + 1 }))
  const asked: Chunk[] = []
  const find = async (chunk: Chunk) => {
    asked.push(chunk)
    const start = (chunk.page - 1) * chunk.limit
    return { docs: records.slice(start, start + chunk.limit), hasNextPage: start + chunk.limit < count }
  }
  return { records, asked, find }
}

describe('findAll', () => {
  it('reads every record, whatever the count, in chunks of FIND_ALL_CHUNK', async () => {
    for (const count of [0, 1, FIND_ALL_CHUNK - 1, FIND_ALL_CHUNK, FIND_ALL_CHUNK + 1, 5 * FIND_ALL_CHUNK + 7]) {
      const { records, asked, find } = collection(count)
      expect(await findAll(find)).toEqual(records)
      expect(asked.length).toBe(Math.max(1, Math.ceil(count / FIND_ALL_CHUNK)))
      expect(asked.every((c, i) => c.page === i + 1 && c.limit === FIND_ALL_CHUNK && c.pagination)).toBe(true)
    }
  })

  it('holds more than the limits the reads used to stop at (1,000 stories, 2,000 keyword groups)', async () => {
    const { records, find } = collection(2_345)
    expect(await findAll(find)).toHaveLength(records.length)
  })

  it('goes on past a chunk whose records the read left out, until the last', async () => {
    const { find } = collection(3 * FIND_ALL_CHUNK)
    const kept = await findAll(async (chunk) => {
      const page = await find(chunk)
      return chunk.page === 2 ? { ...page, docs: [] } : page
    })
    expect(kept.map((r) => r.id)).toEqual([
      ...Array.from({ length: FIND_ALL_CHUNK }, (_, i) => i + 1),
      ...Array.from({ length: FIND_ALL_CHUNK }, (_, i) => 2 * FIND_ALL_CHUNK + i + 1),
    ])
  })
})

describe('stableSort', () => {
  it('keeps the fields asked for first, then breaks ties as Payload does (newest first), then by id', () => {
    expect(stableSort('name')).toEqual(['name', '-createdAt', '-id'])
    expect(stableSort('kind', '-publishedAt')).toEqual(['kind', '-publishedAt', '-createdAt', '-id'])
  })
})

describe('findAll with a chunk size of its own', () => {
  it('asks for chunks of that size (reads whose records are large)', async () => {
    const { records, asked, find } = collection(250)
    expect(await findAll(find, 100)).toEqual(records)
    expect(asked.map((c) => c.limit)).toEqual([100, 100, 100])
  })
})
