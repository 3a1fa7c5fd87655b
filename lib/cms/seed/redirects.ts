import type { SeedContext } from './context'

/** Short and older addresses editors might have printed or shared, leading to their pages. */
const REDIRECTS = [
  { from: '/admissions', to: '/generaladmission', type: 'permanent' },
  { from: '/apply', to: '/applicationforms', type: 'permanent' },
  { from: '/homecoming-2026', to: '/alumni', type: 'temporary' },
] as const

export async function seedRedirects(ctx: SeedContext) {
  for (const redirect of REDIRECTS)
    await ctx.upsert('redirects', { fromKey: { equals: redirect.from } }, { ...redirect, reason: 'Demo content' })
}
