/**
 * The hasMany text values' tables are read by parent (every read of a programme gathers its
 * values `where parent_id = ?`): the migration gives them an index that serves that, where
 * Payload's own (order, parent_id) cannot.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { createStatements, TEXTS_TABLES } from './sqlite/20261127_091500_texts_parent_indexes'

jest.mock('@payloadcms/db-sqlite', () => ({ sql: { raw: (s: string) => s } }))

describe('indexes on the hasMany text values by parent', () => {
  it('turn the read of one record’s values from a scan of the table into a search', async () => {
    const client = createClient({ url: ':memory:' })
    // The table and index as Payload creates them (lib/cms/migrations/sqlite/20261123_001713_initial.ts).
    await client.execute(
      'CREATE TABLE `programmes_texts` (`id` integer PRIMARY KEY NOT NULL, `order` integer NOT NULL, `parent_id` integer NOT NULL, `path` text NOT NULL, `text` text)',
    )
    await client.execute('CREATE INDEX `programmes_texts_order_parent` ON `programmes_texts` (`order`,`parent_id`)')
    const read =
      'EXPLAIN QUERY PLAN select * from "programmes_texts" where "programmes_texts"."parent_id" = 7 order by "programmes_texts"."order" asc'
    const plan = async () => (await client.execute(read)).rows.map((r) => String(r.detail)).join(' | ')
    expect(await plan()).toMatch(/SCAN programmes_texts/)

    for (const statement of createStatements().filter((s) => s.includes('`programmes_texts`')))
      await client.execute(statement)
    expect(await plan()).toMatch(/SEARCH programmes_texts USING INDEX programmes_texts_parent_order_idx \(parent_id=\?\)/)
    client.close()
  })

  it('cover every texts table the migrations create', () => {
    const dir = path.join(__dirname, 'sqlite')
    const migrations = readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .join('\n')
    const created = [...migrations.matchAll(/CREATE TABLE \\?`([a-z_]+_texts)\\?`/g)].map((m) => m[1])
    expect([...new Set(created)].sort()).toEqual([...TEXTS_TABLES].sort())
  })
})
