import { after } from 'next/server'
import { warmSearchIndex } from '@/features/site-search/index/site-index'
import { config } from '@/lib/config/site.mjs'
import { stopQueueOnShutdown } from '@/lib/cms/queue-shutdown'
import { markQueueStarted } from '@/lib/ops/started'
import { getPayloadClient } from '@/lib/reads/payload'

/**
 * `POST /api/startup`: what the server does once it listens, asked of itself at start
 * (instrumentation.ts): its jobs queue runs from the start, not from the first visit, and its site
 * search index is built from the database behind the answer, so the first search finds it ready;
 * on shutdown the queue stops polling and finishes or hands back its jobs (lib/cms/queue-shutdown.ts).
 * Idempotent; says nothing and changes nothing else. `next dev` builds the index on the first
 * search instead: reading every page there would compile every route (and so does the compiled
 * site `npm start` serves while it prerenders, SEARCH_INDEX_AT_START=0: it would render every page).
 */
export async function POST() {
  stopQueueOnShutdown(await getPayloadClient())
  markQueueStarted()
  if (config.production && config.searchIndexAtStart) after(warmSearchIndex)
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
