import { assertProductionConfig, config } from './lib/config.mjs'

/** Next defines this global in its edge runtime only. */
declare const EdgeRuntime: string | undefined

/**
 * At server start: a production server without its secrets (or with the published development
 * values) stops here, naming each variable to set (lib/config.mjs). Then, with the shared Redis
 * cache, a starting instance copies the pages prerendered at build into Redis (keeping any newer
 * entry another instance already wrote), so the first visitor after a deploy gets a cached page
 * rather than a render. The server also starts its jobs queue here (scheduled publishing,
 * forwarding, retention), outside any request, so the queue runs from the start without waiting
 * for a visit to the admin, and a scheduled publish expires its pages' tags as the server itself.
 */
export async function register() {
  // Next's documented test for the edge runtime; the edge bundle leaves this block out.
  if (typeof EdgeRuntime !== 'string') {
    assertProductionConfig()
    if (!config.building) await startJobQueue()
    if (!config.redisUrl) return
    const { registerInitialCache } = await import('@fortedigital/nextjs-cache-handler/instrumentation')
    const CacheHandler = (await import('./lib/cache/redis-cache-handler.mjs')).default
    await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true, buildDir: config.distDir })
  }
}

async function startJobQueue() {
  try {
    const [{ getPayload }, { default: payloadConfig }] = await Promise.all([import('payload'), import('@payload-config')])
    await getPayload({ config: payloadConfig, cron: true })
  } catch (error) {
    // The site still serves (from its last good data); the admin starts the queue once it opens.
    console.error(`[jobs] the jobs queue did not start: ${(error as Error).message}`)
  }
}
