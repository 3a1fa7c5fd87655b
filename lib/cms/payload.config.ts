import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { buildConfig, type Config } from 'payload'
import sharp from 'sharp'
import { fileURLToPath } from 'node:url'
import { jobsConfig } from '../../features/request-information/jobs'
import { config } from '../config.mjs'
import { collections } from './collections'
import { databaseAdapter } from './database'
import { restrictDocumentLocks } from './document-locks'
import { keepValidationDetails } from './hooks/validation-details'
import { HomePage } from './globals/HomePage'
import { SiteSettings } from './globals/SiteSettings'
import { searchAndShareOverrides } from './seo/plugin'
import { uploadStorage } from './storage'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  admin: {
    user: 'users',
    importMap: { baseDir: path.resolve(dirname, '../..'), importMapFile: path.resolve(dirname, '../../app/(payload)/admin/importMap.js') },
    meta: { titleSuffix: ' · University CMS' },
    // Payload's default draws avatars from Gravatar: an editor's e-mail hash would leave the site.
    avatar: 'default',
  },
  collections,
  globals: [SiteSettings, HomePage],
  jobs: jobsConfig,
  editor: lexicalEditor(),
  db: databaseAdapter(),
  secret: config.payloadSecret,
  serverURL: config.serverUrl,
  sharp,
  plugins: [uploadStorage(), searchAndShareOverrides()],
  graphQL: { disable: true },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
  hooks: { afterError: [keepValidationDetails] },
  // A throttled sign-in is the limit working, not a fault: no error-level entry (with a stack) per
  // guess. Payload's type lists only its own error names; it looks any name up at run time.
  loggingLevels: { TooManySignIns: 'info' } as unknown as Config['loggingLevels'],
}).then(restrictDocumentLocks)
