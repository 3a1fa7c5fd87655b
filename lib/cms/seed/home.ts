import type { SeedContext } from './context'

/** Banners, feature stories, news and sports articles, upcoming events, sports houses, jobs and donation campaigns (issue 4). */
export async function seedHome(_ctx: SeedContext) {}
