import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { buildConfig, defaultLoggerOptions } from 'payload'
import sharp from 'sharp'
import { fileURLToPath } from 'node:url'
import { config } from '@/lib/config/site.mjs'
import { collections } from './collections'
import { databaseAdapter } from './database'
import { queueConfig } from './queue'
import { claimQueuedTasksOnce } from './queue-claim'
import { markScheduledChanges } from './scheduling'
import { restrictDocumentLocks } from './document-locks'
import { emailAdapter } from '@/lib/cms/email/adapter'
import { withAuditTrail, withGlobalAuditTrail } from '@/lib/cms/hooks/audit'
import { withReview } from '@/lib/cms/review/hooks'
import { keepValidationDetails } from '@/lib/cms/hooks/validation-details'
import { HomePage } from '@/lib/cms/globals/HomePage'
import { SiteSettings } from '@/lib/cms/globals/SiteSettings'
import { searchAndShareOverrides } from '@/lib/cms/seo/plugin'
import { checkRestQueries } from './query-check'
import { uploadStorage } from './storage'
import { logRefusalsAtInfo } from './refusal-log-level'
import { livePreview, withGlobalPreviewButton, withPreviewButton } from '@/lib/preview/admin'
import { formsPlugin } from '@/features/forms/admin/plugin'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  admin: {
    user: 'users',
    importMap: {
      baseDir: path.resolve(dirname, '../..'),
      importMapFile: path.resolve(dirname, '../../app/(payload)/admin/importMap.js'),
    },
    meta: { titleSuffix: ' · University CMS' },
    // Payload's default draws avatars from Gravatar: an editor's e-mail hash would leave the site.
    avatar: 'default',
    components: {
      beforeDashboard: [
        '/lib/cms/email/EmailStatusNotice#EmailStatusNotice',
        '/lib/cms/review/WaitingForReview#WaitingForReview',
      ],
      afterNavLinks: [
        '/lib/cms/link-report/LinkReportNavLink#LinkReportNavLink',
        '/lib/cms/accessibility-report/AccessibilityReportNavLink#AccessibilityReportNavLink',
        '/features/statistics/admin/StatisticsNavLink#StatisticsNavLink',
      ],
      views: {
        linkReport: { Component: '/lib/cms/link-report/LinkReportView#LinkReportView', path: '/link-report' },
        accessibilityReport: {
          Component: '/lib/cms/accessibility-report/AccessibilityReportView#AccessibilityReportView',
          path: '/accessibility-report',
        },
        statistics: { Component: '/features/statistics/admin/StatisticsView#StatisticsView', path: '/statistics' },
        forgot: { Component: '/lib/cms/email/ForgotPasswordView#ForgotPasswordView' },
      },
    },
    livePreview,
  },
  collections: collections.map(withReview).map(withAuditTrail).map(withPreviewButton),
  globals: [SiteSettings, HomePage].map(withGlobalAuditTrail).map(withGlobalPreviewButton),
  jobs: queueConfig,
  email: emailAdapter(),
  editor: lexicalEditor(),
  db: databaseAdapter(),
  secret: config.payloadSecret,
  serverURL: config.serverUrl,
  sharp,
  plugins: [uploadStorage(), searchAndShareOverrides(), formsPlugin()],
  graphQL: { disable: true },
  // Written by `npm run generate:types` and checked by `npm test` (scripts/payload-types-check.mjs).
  // Not on every load: outside production Payload spawns the generator whenever it loads (the seed,
  // the e2e set-up, a first start), 10-13 s of CPU beside a first start's compile on 2 cores.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  telemetry: false,
  // Payload's own pretty output; refusals (4xx) at info (see refusal-log-level.ts).
  logger: { options: { hooks: { logMethod: logRefusalsAtInfo } }, destination: defaultLoggerOptions },
  hooks: { afterError: [keepValidationDetails] },
  onInit: claimQueuedTasksOnce,
}).then((built) => markScheduledChanges(restrictDocumentLocks(checkRestQueries(built))))
