import { assertProductionConfig, config } from './lib/config.mjs'

/** Next defines this global in its edge runtime only. */
declare const EdgeRuntime: string | undefined

/**
 * At server start: a production server without its secrets (or with the published development
 * values) stops here, naming each variable to set (lib/config.mjs). Then, with the shared Redis
 * cache, a starting instance copies the pages prerendered at build into Redis (keeping any newer
 * entry another instance already wrote), so the first visitor after a deploy gets a cached page
 * rather than a render.
 */
export async function register() {
  // Next's documented test for the edge runtime; the edge bundle leaves this block out.
  if (typeof EdgeRuntime !== 'string') {
    assertProductionConfig()
    if (!config.redisUrl) return
    const { registerInitialCache } = await import('@fortedigital/nextjs-cache-handler/instrumentation')
    const CacheHandler = (await import('./lib/cache/redis-cache-handler.mjs')).default
    await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true, buildDir: config.distDir })
  }
}
