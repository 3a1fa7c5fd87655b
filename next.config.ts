import createMDX from '@next/mdx'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { config } from './lib/config.mjs'
import {
  DRAFT_MODE_COOKIE,
  documentSecurityHeaders,
  imageContentSecurityPolicy,
  previewFrameHeaders,
  securityHeaders,
  svgDownloadHeaders,
  uploadSecurityHeaders,
} from './lib/security-headers'

/** Several instances share one regeneration cache through Redis (set REDIS_URL for the build and the servers). */
const sharedCache = config.redisUrl ? { cacheHandler: path.resolve('lib/cache/redis-cache-handler.mjs'), cacheMaxMemorySize: 0 } : {}

const nextConfig: NextConfig = {
  // e2e builds go to their own folder so they never mix with the demo build.
  distDir: config.distDir,
  poweredByHeader: false,
  // A self-contained server (`node <distDir>/standalone/server.js`, see scripts/serve.mjs) for deployment.
  output: 'standalone',
  // Databases and uploads live outside the build (DATABASE_URL, UPLOADS_DIR); migrations are bundled.
  outputFileTracingExcludes: { '*': ['data/**', 'lib/cms/migrations/**'] },
  ...sharedCache,
  // `npm test` type-checks first (tsc --noEmit); doing it again inside every build only costs time.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
    // WebP only: AVIF decodes about twice as slowly, and that decode sits between a phone's first
    // paint and the screen; it also encodes several times slower on a small server.
    formats: ['image/webp'],
    // Next sends this policy with optimised images instead of the one from headers() below.
    contentSecurityPolicy: imageContentSecurityPolicy(),
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      // An editor's preview shows in the admin's live preview pane (only pages, never the API).
      { source: '/((?!api/|admin).*)', has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }], headers: previewFrameHeaders() },
      // Our own PDFs may be shown in our own pages (the brochure viewer on /brobook); the later entry wins.
      { source: '/api/documents/file/:path*', headers: documentSecurityHeaders() },
      { source: '/api/media/file/:path*', headers: uploadSecurityHeaders() },
      { source: '/api/media/file/:file(.*\\.[sS][vV][gG])', headers: svgDownloadHeaders() },
    ]
  },
}

const withMDX = createMDX({})

export default withPayload(withMDX(nextConfig), { devBundleServerPackages: false })
