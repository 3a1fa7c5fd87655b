import { assertProductionConfig, config } from './lib/config/site.mjs'

/** Next defines this global in its edge runtime only. */
declare const EdgeRuntime: string | undefined

/**
 * At server start: a production server without its secrets (or with the published development
 * values) stops here, naming each variable to set (lib/config/site.mjs). Then, with the shared Redis
 * cache, a starting instance copies the pages prerendered at build into Redis (keeping any newer
 * entry another instance already wrote), so the first visitor after a deploy gets a cached page
 * rather than a render. The server also starts its jobs queue (scheduled publishing, forwarding,
 * retention) once it listens, so scheduled changes go out even before anyone visits, and builds
 * its site search index from the database behind that, so the first search does not wait for it.
 * With OTEL_EXPORTER_OTLP_ENDPOINT set it sends its traces there first (lib/ops/tracing.ts).
 */
export async function register() {
  // Next's documented test for the edge runtime; the edge bundle leaves this block out.
  if (typeof EdgeRuntime !== 'string') {
    assertProductionConfig()
    if (config.otlpEndpoint && !config.building)
      await (await import('./lib/ops/tracing')).startTracing(config.otelServiceName)
    if (!config.building) startQueueAndSearchIndex()
    if (!config.redisUrl) return
    const { registerInitialCache } = await import('@fortedigital/nextjs-cache-handler/instrumentation')
    const CacheHandler = (await import('./lib/cache/redis-cache-handler.mjs')).default
    await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true, buildDir: config.distDir })
  }
}

/**
 * Starts the jobs queue and the search index's first build inside the app's own bundle (the one
 * that serves the admin and the API), by asking the server itself once it listens (POST
 * /api/startup): Payload imported here would be a second copy, and the index must live where
 * searches are answered.
 */
function startQueueAndSearchIndex() {
  const attempt = (left: number) => {
    const retry = setTimeout(async () => {
      const started = await fetch(`${config.ownOrigin}/api/startup`, { method: 'POST' }).then(
        (r) => r.ok,
        () => false,
      )
      if (!started && left > 0) attempt(left - 1)
      else if (!started)
        console.error('[jobs] the jobs queue did not start; it starts with the first request that reads content')
    }, 1_000)
    retry.unref?.()
  }
  attempt(120)
}
