/** Pure helpers for programme pages (spec §2, §3, §9). */

export type LevelFlags = {
  associateScience: boolean
  associateArts: boolean
  bachelorScience: boolean
  bachelorArts: boolean
}

/** Spec §9 "Tuition display": a dollar sign, the amount with thousands separators, then .00. */
export function formatTuition(amount: number | null | undefined): string | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount < 0) return null
  const whole = Math.trunc(amount)
  return `$${whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.00`
}

/**
 * Spec §3: 'Bachelors of Arts' if bachelor_arts, else 'Bachelors of Science' if bachelor_science,
 * else 'Associate of Arts' if associate_arts, else 'Associate of Science'.
 */
export function degreeArea(levels: Partial<LevelFlags>): string {
  if (levels.bachelorArts) return 'Bachelors of Arts'
  if (levels.bachelorScience) return 'Bachelors of Science'
  if (levels.associateArts) return 'Associate of Arts'
  return 'Associate of Science'
}

/** The spec's degree abbreviations in table order (A.Sc, A.A, B.Sc, B.A). */
export const LEVEL_COLUMNS = [
  { key: 'associateScience', abbr: 'A.Sc', name: 'Associate of Science' },
  { key: 'associateArts', abbr: 'A.A', name: 'Associate of Arts' },
  { key: 'bachelorScience', abbr: 'B.Sc', name: 'Bachelor of Science' },
  { key: 'bachelorArts', abbr: 'B.A', name: 'Bachelor of Arts' },
] as const satisfies readonly { key: keyof LevelFlags; abbr: string; name: string }[]

/** A certificate programme's levels (its `certificateLevel` select; an enum on PostgreSQL). */
export const CERTIFICATE_LEVELS = ['Certificate', 'Diploma', 'Graduate'] as const

/** How a programme is taught (its `modalities` select; an enum on PostgreSQL). */
export const MODALITIES = ['Face-to-face', 'Online', 'Blended'] as const

/** Abbreviations of the levels a programme offers, in table order. */
export function levelAbbreviations(levels: Partial<LevelFlags>): string[] {
  return LEVEL_COLUMNS.filter((c) => levels[c.key]).map((c) => c.abbr)
}
