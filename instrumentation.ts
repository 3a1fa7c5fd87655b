/**
 * With the shared Redis cache, a starting instance copies the pages prerendered at build into
 * Redis (keeping any newer entry another instance already wrote), so the first visitor after
 * a deploy gets a cached page rather than a render.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.REDIS_URL) return
  const { registerInitialCache } = await import('@fortedigital/nextjs-cache-handler/instrumentation')
  const CacheHandler = (await import('./lib/cache/redis-cache-handler.mjs')).default
  await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true, buildDir: process.env.NEXT_DIST_DIR || '.next' })
}
