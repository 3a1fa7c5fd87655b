import type { Payload } from 'payload'
import { relaxCommitsForBulkLoad } from './database'

// The adapters are ES modules Jest does not load; only the helper is under test.
jest.mock('@payloadcms/db-postgres', () => ({ postgresAdapter: jest.fn() }))
jest.mock('@payloadcms/db-sqlite', () => ({ sqliteAdapter: jest.fn() }))
jest.mock('@payloadcms/db-postgres/drizzle/pg-core', () => ({ index: jest.fn() }))
jest.mock('@payloadcms/db-sqlite/drizzle/sqlite-core', () => ({ index: jest.fn() }))

describe('relaxCommitsForBulkLoad', () => {
  it('sets synchronous = NORMAL on the SQLite connection the script writes through', async () => {
    const executed: string[] = []
    const payload = { db: { client: { execute: async (sql: string) => executed.push(sql) } } } as unknown as Payload
    await relaxCommitsForBulkLoad(payload)
    expect(executed).toEqual(['PRAGMA synchronous = NORMAL'])
  })

  it('leaves an adapter without an SQLite client alone', async () => {
    await expect(relaxCommitsForBulkLoad({ db: {} } as unknown as Payload)).resolves.toBeUndefined()
  })
})
