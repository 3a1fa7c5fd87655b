/** Migrates the configured database and fills it with the demo content (idempotent). Started by db-setup.mjs. */
import config from '@payload-config'
import { getPayload } from 'payload'
import { seed } from '../lib/cms/seed'

process.env.PAYLOAD_MIGRATING = 'true'
console.log('db-setup: loaded')
const payload = await getPayload({ config })
await payload.db.migrate()
if (process.env.SKIP_SEED !== '1') await seed(payload)
await payload.destroy()
console.log('db-setup: done')
process.exit(0)
