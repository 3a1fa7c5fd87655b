import type { SeedContext } from './context'

/** Calendar events, yearly calendar downloads, directory, office hours and keyword groups (issue 5). */
export async function seedCalendars(_ctx: SeedContext) {}
