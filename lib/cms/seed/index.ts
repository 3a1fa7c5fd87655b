import type { Payload } from 'payload'
import { seedAlerts } from './alerts'
import { seedArticles } from './articles'
import { seedBanners } from './banners'
import { seedCalendars } from './calendars'
import { createSeedContext, type SeedContext } from './context'
import { seedDirectory } from './directory'
import { seedForms } from '@/features/forms/seed'
import { seedDocuments } from './documents'
import { seedGiving } from './giving'
import { seedHome } from './home'
import { seedJobs } from './jobs'
import { seedKeywords } from './keywords'
import { seedPageSeo } from './page-seo'
import { seedPages } from './pages'
import { seedProgrammes } from './programmes'
import { seedRedirects } from './redirects'
import { seedPromotedResults } from './promoted-results'
import { publishEarlierContent } from './publish-earlier-content'
import { seedSettings } from './settings'
import { seedSportsHouses } from './sports-houses'
import { seedStories } from './stories'
import { seedUpcomingEvents } from './upcoming-events'
import { seedCollegeEditor, seedUsers } from './users'

/**
 * Fills an empty database with the demo content set, one module per feature. Each step
 * finds before it creates, so running the seed again creates no duplicates.
 */
export const SEED_STEPS: { name: string; run: (ctx: SeedContext) => Promise<void> }[] = [
  { name: 'content saved before drafts', run: publishEarlierContent },
  { name: 'users', run: seedUsers },
  { name: 'site settings', run: seedSettings },
  { name: 'documents', run: seedDocuments },
  { name: 'programmes', run: seedProgrammes },
  { name: 'college editor', run: seedCollegeEditor },
  { name: 'banners', run: seedBanners },
  { name: 'feature stories', run: seedStories },
  { name: 'news and sports articles', run: seedArticles },
  { name: 'upcoming events', run: seedUpcomingEvents },
  { name: 'jobs', run: seedJobs },
  { name: 'sports houses', run: seedSportsHouses },
  { name: 'giving: donation campaigns and images', run: seedGiving },
  { name: 'home page', run: seedHome },
  { name: 'calendars', run: seedCalendars },
  { name: 'directory and office hours', run: seedDirectory },
  { name: 'keyword groups', run: seedKeywords },
  { name: 'redirects', run: seedRedirects },
  { name: 'site alerts', run: seedAlerts },
  { name: 'promoted search results', run: seedPromotedResults },
  { name: 'page search and sharing', run: seedPageSeo },
  { name: 'pages editors compose', run: seedPages },
  { name: 'forms editors build', run: seedForms },
]

export async function seed(payload: Payload) {
  const ctx = createSeedContext(payload)
  for (const step of SEED_STEPS) {
    const started = Date.now()
    await step.run(ctx)
    payload.logger.info(`seed: ${step.name} (${Date.now() - started} ms)`)
  }
}
