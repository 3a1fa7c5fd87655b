/** Migrates the configured database and fills it with the demo content (idempotent). Started by db-setup.mjs. */
import config from '@payload-config'
import { getPayload } from 'payload'
import { env, isPostgresUrl } from '../lib/env'
import { migrations as postgresMigrations } from '../lib/cms/migrations/postgres'
import { migrations as sqliteMigrations } from '../lib/cms/migrations/sqlite'
import { seed } from '../lib/cms/seed'
import { withSetupLock } from '../lib/cms/setup-lock'

process.env.PAYLOAD_MIGRATING = 'true'
console.log('db-setup: loaded')
const payload = await getPayload({ config })
type Migrations = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
// The adapters' generated migrations take their own argument types; migrate() declares `unknown`.
const migrations = (isPostgresUrl(env.databaseUrl) ? postgresMigrations : sqliteMigrations) as unknown as Migrations
await withSetupLock(payload, env.databaseUrl, async () => {
  await payload.db.migrate({ migrations })
  if (process.env.SKIP_SEED !== '1') await seed(payload)
})
await payload.destroy()
console.log('db-setup: done')
process.exit(0)
