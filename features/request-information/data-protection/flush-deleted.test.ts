import { createClient, type Client } from '@libsql/client'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { flushDeletedRows } from './flush-deleted'

const EMAIL = 'erase-me-4711@example.com'

/** Whether any of the database's files on disk holds these bytes. */
const onDisk = (file: string, text: string) =>
  ['', '-wal'].some((suffix) => {
    try {
      return readFileSync(file + suffix).includes(Buffer.from(text))
    } catch {
      return false
    }
  })

describe('flushDeletedRows', () => {
  let dir: string
  let file: string
  let client: Client

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'flush-deleted-'))
    file = path.join(dir, 'site.db')
    client = createClient({ url: `file:${file}` })
    // As lib/cms/database.ts opens the site's database.
    await client.execute('PRAGMA journal_mode = WAL')
    await client.execute('PRAGMA secure_delete = ON')
    await client.execute('CREATE TABLE requests (id INTEGER PRIMARY KEY, email TEXT, school TEXT)')
    await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    for (let i = 0; i < 50; i++)
      await client.execute({
        sql: 'INSERT INTO requests (email, school) VALUES (?, ?)',
        args: [`other-${i}@example.com`, 'Elsewhere'],
      })
    await client.execute({
      sql: 'INSERT INTO requests (email, school) VALUES (?, ?)',
      args: [EMAIL, 'Erasure High School'],
    })
  })

  afterEach(() => {
    client.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const sqlite = () => ({ db: { name: 'sqlite', client } }) as unknown as Payload

  it('leaves a deleted row in no file of the database, neither the log nor the database', async () => {
    await client.execute({ sql: 'DELETE FROM requests WHERE email = ?', args: [EMAIL] })
    // The log still holds the row as it was inserted.
    expect(onDisk(file, EMAIL)).toBe(true)
    await flushDeletedRows(sqlite())
    expect(onDisk(file, EMAIL)).toBe(false)
    expect(onDisk(file, 'Erasure High School')).toBe(false)
    expect(onDisk(file, 'other-49@example.com')).toBe(true)
  })

  it('does nothing on PostgreSQL, which keeps deleted rows until VACUUM', async () => {
    const execute = jest.fn()
    await flushDeletedRows({ db: { name: 'postgres', execute } } as unknown as Payload)
    expect(execute).not.toHaveBeenCalled()
  })
})
