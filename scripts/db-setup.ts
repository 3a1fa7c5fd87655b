/** Migrates the configured database and fills it with the demo content (idempotent). Started by db-setup.mjs. */
import payloadConfig from '@payload-config'
import { getPayload } from 'payload'
import { config } from '../lib/config/site.mjs'
import { migrations as postgresMigrations } from '../lib/cms/migrations/postgres'
import { migrations as sqliteMigrations } from '../lib/cms/migrations/sqlite'
import { seed } from '../lib/cms/seed'
import { withSetupLock } from '../lib/cms/setup-lock'
import { relaxCommitsForBulkLoad } from '../lib/cms/database'

// db-setup.mjs starts this with PAYLOAD_MIGRATING=true, so Payload's adapters leave the schema to the migrations.
console.log('db-setup: loaded')
const payload = await getPayload({ config: payloadConfig })
type Migrations = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
// The adapters' generated migrations take their own argument types; migrate() declares `unknown`.
const migrations = (config.postgres ? postgresMigrations : sqliteMigrations) as unknown as Migrations
await withSetupLock(payload, config.databaseUrl, async () => {
  await payload.db.migrate({ migrations })
  console.log('db-setup: migrated')
  if (config.skipSeed) return
  // The seed can simply be run again: its many small commits need not each wait for the disk.
  await relaxCommitsForBulkLoad(payload)
  await seed(payload)
})
await payload.destroy()
console.log('db-setup: done')
process.exit(0)
