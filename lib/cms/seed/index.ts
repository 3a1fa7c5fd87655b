import type { Payload } from 'payload'
import { seedCalendars } from './calendars'
import { createSeedContext, type SeedContext } from './context'
import { seedDocuments } from './documents'
import { seedHome } from './home'
import { seedNewsAndEvents } from './news-and-events'
import { seedProgrammes } from './programmes'
import { seedSettings } from './settings'
import { seedUsers } from './users'

/**
 * Fills an empty database with the demo content set, one module per feature. Each step
 * finds before it creates, so running the seed again creates no duplicates.
 */
export const SEED_STEPS: { name: string; run: (ctx: SeedContext) => Promise<void> }[] = [
  { name: 'users', run: seedUsers },
  { name: 'site settings', run: seedSettings },
  { name: 'documents', run: seedDocuments },
  { name: 'programmes', run: seedProgrammes },
  { name: 'stories, news, events, jobs and giving', run: seedNewsAndEvents },
  { name: 'home page', run: seedHome },
  { name: 'calendars and directory', run: seedCalendars },
]

export async function seed(payload: Payload) {
  const ctx = createSeedContext(payload)
  for (const step of SEED_STEPS) {
    const started = Date.now()
    await step.run(ctx)
    payload.logger.info(`seed: ${step.name} (${Date.now() - started} ms)`)
  }
}
