import { recordPath } from '@/lib/pages/records'
import type { ProgrammeSummary } from '@/lib/reads/programmes'
import { levelAbbreviations, type LevelFlags } from '@/lib/programmes/format'
import type { LegendDepartment } from './Legends'

export type UndergradItem = {
  slug: string
  name: string
  url: string
  levels: LevelFlags
  abbreviations: string[]
  college: string | null
  department: { code: string; name: string } | null
  thumbnail: { src: string; alt: string; width: number; height: number } | null
}

/** What the client list needs of a programme for its filter and table. */
export type UndergradRow = Pick<UndergradItem, 'slug' | 'name' | 'url' | 'levels'> & { departmentCode: string }

/** The /undergrad list's programmes in plain shapes (no Payload shapes reach a component). */
export function toUndergradItems(list: ProgrammeSummary[]): UndergradItem[] {
  return list.map((p) => ({
    slug: p.slug,
    name: p.name,
    url: p.url ?? recordPath('undergraduate', p.slug),
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

export function toUndergradRows(items: UndergradItem[]): UndergradRow[] {
  return items.map(({ slug, name, url, levels, department }) => ({
    slug,
    name,
    url,
    levels,
    departmentCode: department?.code ?? '',
  }))
}

/** The distinct departments of a list, sorted by code, for the legend. */
export function departmentsOf(list: { department: { code: string; name: string } | null }[]): LegendDepartment[] {
  const map = new Map<string, string>()
  for (const p of list) if (p.department) map.set(p.department.code, p.department.name)
  return [...map].map(([code, name]) => ({ code, name })).sort((a, b) => a.code.localeCompare(b.code))
}
