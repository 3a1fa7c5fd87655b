import createMDX from '@next/mdx'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { config } from './lib/config/site.mjs'
import { precompress, summary } from './scripts/precompress.mjs'
import { inlineSiteStyles } from './scripts/inline-site-styles.mjs'
import { ICON_FILES } from './lib/http/served-files'
import {
  documentSecurityHeaders,
  donateSecurityHeaders,
  imageContentSecurityPolicy,
  securityHeaders,
  svgDownloadHeaders,
  uploadSecurityHeaders,
} from './lib/http/security-headers'

/** At most this much of resized images on disk: every picture at every width the site asks for, many times over. */
const IMAGE_CACHE_BYTES = 1024 * 1024 * 1024

const ICON_LIFETIME = { key: 'Cache-Control', value: 'public, max-age=604800' }

/** Several instances share one regeneration cache through Redis (set REDIS_URL for the build and the servers). */
const sharedCache = config.redisUrl
  ? { cacheHandler: path.resolve('lib/cache/redis-cache-handler.mjs'), cacheMaxMemorySize: 0 }
  : {}

const nextConfig: NextConfig = {
  // e2e builds go to their own folder so they never mix with the demo build.
  // proxy.ts redirects /page/ to /page itself, in the same hop as an old or miscased address.
  skipTrailingSlashRedirect: true,
  distDir: config.distDir,
  poweredByHeader: false,
  // Metadata always in <head>, for every client: streamed metadata lands in <body> on pages that
  // read the query (e.g. /searchdegree), which is invalid HTML and unseen by link unfurlers.
  htmlLimitedBots: /.*/,
  // A self-contained server (`node <distDir>/standalone/server.js`, see scripts/serve.mjs) for deployment.
  output: 'standalone',
  // Databases and uploads live outside the build (DATABASE_URL, UPLOADS_DIR); migrations are bundled.
  outputFileTracingExcludes: { '*': ['data/**', 'lib/cms/migrations/**'] },
  outputFileTracingIncludes: {
    // The link report in /admin reads the MDX pages' sources (lib/cms/link-report).
    '/admin/**': ['./content/**/*.mdx'],
    // The request guard preloaded into the server (scripts/request-guard.mjs) reads pages' inline
    // scripts with acorn and React's own from its renderers (lib/http/react-inline-runtime.mjs);
    // nothing the app imports brings them into the standalone output.
    '*': [
      './node_modules/acorn/package.json',
      './node_modules/acorn/dist/acorn.{mjs,js}',
      './node_modules/next/dist/compiled/react-dom/cjs/react-dom-server.{node,edge}.production.js',
    ],
  },
  ...sharedCache,
  // `npm test` type-checks first (tsc --noEmit); doing it again inside every build only costs time.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // A later build compiles only what changed. `npm start`'s first compile (QUICK_COMPILE) writes no
  // such cache, nor the server's source maps (a tenth of its time), which nothing reads: the server
  // runs without --enable-source-maps. Nor does it minify the server's code, two fifths of its CPU
  // time (141 s → 85 s alone on 2 cores): only the server reads that code, from its own disk, and
  // what browsers download is minified as in every build.
  experimental: {
    turbopackFileSystemCacheForBuild: !config.quickCompile,
    ...(config.quickCompile ? { turbopackSourceMaps: false, serverMinification: false } : {}),
  },
  compiler: {
    async runAfterProductionCompile({ distDir }) {
      // Public pages carry their style sheets in the HTML: a linked sheet costs a phone one more
      // round trip before the first paint (scripts/inline-site-styles.mjs).
      console.log(await inlineSiteStyles(distDir))
      // Brotli and gzip copies of the build's scripts and style sheets, made once here rather than on
      // every request (scripts/precompress.mjs; sent by nginx and by the server's request guard).
      if (config.quickCompile) return
      console.log(summary(await precompress(path.join(distDir, 'static'))))
    },
  },
  // One copy in the process: the request guard preloaded into the server loads it from node_modules too (lib/ops/metrics.mjs).
  serverExternalPackages: ['prom-client'],
  // proxy.ts sees the URL the router itself resolves against. Normalised, it was rebuilt from
  // X-Forwarded-Proto and a host of Next's own choosing, so behind a TLS proxy a rewrite of the
  // spec's query-string pages (/featurestory?article=…) looked like another site's URL and was
  // proxied out: every such page answered 500.
  skipProxyUrlNormalize: true,
  images: {
    // Uploads carry their record's version (`?v=`, lib/uploads/version.ts). The optimiser caches a
    // resize per URL, but a made-up or old version is redirected by the file route
    // (lib/uploads/served-like-static.ts), which the optimiser refuses: only current versions are resized.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**', search: '' }],
    // The resized images on disk (<distDir>/cache/images), least recently used dropped first;
    // Next's default is half the free disk.
    maximumDiskCacheSize: IMAGE_CACHE_BYTES,
    // AVIF where the browser accepts it, else WebP: a photograph at a phone's widths is a third to
    // a half smaller in AVIF (bench/RESULTS.md, "Bytes a phone downloads"). It encodes 4-8 times
    // slower than WebP (seconds per picture and width on a busy 2-core server), but once: the first
    // request for a picture at a width waits for it, every later one gets the copy kept on disk
    // (browsers keep it as long as the upload's own URL). Pages and their first render never wait for it.
    formats: ['image/avif', 'image/webp'],
    // Next sends this policy with optimised images instead of the one from headers() below.
    contentSecurityPolicy: imageContentSecurityPolicy(),
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      // An editor's preview may be framed by the site itself (the admin's live preview): proxy.ts
      // sets previewFrameHeaders() on it once it has checked the editor's session.
      // Our own PDFs may be shown in our own pages (the brochure viewer on /brobook); the later entry wins.
      // /donate frames the giving form set in Site settings; the page narrows this to its origin.
      { source: '/donate', headers: donateSecurityHeaders() },
      { source: '/api/documents/file/:path*', headers: documentSecurityHeaders() },
      { source: '/api/media/file/:path*', headers: uploadSecurityHeaders() },
      { source: '/api/media/file/:file(.*\\.[sS][vV][gG])', headers: svgDownloadHeaders() },
      // Icons asked for by name, so their URLs carry no version: a week, then revalidated (ETag, Last-Modified).
      ...ICON_FILES.map((source) => ({
        source,
        headers: [ICON_LIFETIME],
      })),
      // The map's tiles (public/tiles, made by scripts/make-map-tiles.mjs), also unversioned: a
      // week, so a visitor's second look at the map downloads none of them again.
      { source: '/tiles/:path*', headers: [ICON_LIFETIME] },
    ]
  },
  // iOS asks for the precomposed name first; it is the same picture.
  async rewrites() {
    return [{ source: '/apple-touch-icon-precomposed.png', destination: '/apple-touch-icon.png' }]
  },
}

const withMDX = createMDX({})

const withCms = withPayload(withMDX(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every response for the visitor's colour scheme (its admin themes itself on the
 * server) with `Critical-CH`, and Chromium answers that by dropping a first response without the
 * hint and asking again: one round trip more before every first visit to every public page. Only
 * the admin reads the hint, so only the admin asks for it.
 */
export default {
  ...withCms,
  async headers() {
    const entries = (await withCms.headers?.()) ?? []
    return entries.map((entry) =>
      entry.headers.some((h) => h.key === 'Critical-CH') ? { ...entry, source: '/admin/:path*' } : entry,
    )
  },
} satisfies NextConfig
