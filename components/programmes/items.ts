import type { ProgrammeSummary } from '@/lib/reads/programmes'
import { levelAbbreviations } from '@/lib/programmes/format'
import type { LegendDepartment } from './Legends'
import type { UndergradItem } from './UndergradList'

/** Plain props for the client list (no Payload shapes cross to the browser). */
export function toUndergradItems(list: ProgrammeSummary[]): UndergradItem[] {
  return list.map((p) => ({
    slug: p.slug,
    name: p.name,
    url: p.url ?? `/undergrad?degree=${encodeURIComponent(p.slug)}`,
    levels: {
      associateScience: p.levels.associateScience,
      associateArts: p.levels.associateArts,
      bachelorScience: p.levels.bachelorScience,
      bachelorArts: p.levels.bachelorArts,
    },
    abbreviations: levelAbbreviations(p.levels),
    college: p.college?.name ?? null,
    department: p.department ? { code: p.department.code, name: p.department.name } : null,
    thumbnail: p.thumbnail,
  }))
}

/** The distinct departments of a list, sorted by code, for the legend. */
export function departmentsOf(list: { department: { code: string; name: string } | null }[]): LegendDepartment[] {
  const map = new Map<string, string>()
  for (const p of list) if (p.department) map.set(p.department.code, p.department.name)
  return [...map].map(([code, name]) => ({ code, name })).sort((a, b) => a.code.localeCompare(b.code))
}
