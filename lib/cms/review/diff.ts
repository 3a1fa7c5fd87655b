/**
 * What a change waiting for review changes, field by field, against what is published: the
 * reviewers' list shows it before they open the document (whose Versions view has the full
 * comparison). Text and numbers show before and after; anything richer (rich text, lists,
 * pictures) is named as changed.
 */

export type FieldChange = { field: string; before?: string; after?: string }

/** Fields that change on every save or say nothing about content. */
const IGNORED = new Set(['id', 'createdAt', 'updatedAt', '_status', 'review', 'publishingChecks', 'slug'])

export const DIFF_TEXT_MAX = 140

const shown = (value: unknown): string | undefined => {
  if (value === null || value === undefined || value === '') return ''
  if (typeof value === 'string') return value.length > DIFF_TEXT_MAX ? `${value.slice(0, DIFF_TEXT_MAX - 1)}…` : value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return undefined
}

/** The top-level fields whose values differ (deeply) between the published document and the draft. */
export function changedFields(
  published: Record<string, unknown> | null | undefined,
  draft: Record<string, unknown>,
): FieldChange[] {
  const before = published ?? {}
  const names = [...new Set([...Object.keys(before), ...Object.keys(draft)])].filter((name) => !IGNORED.has(name))
  const changes: FieldChange[] = []
  for (const field of names) {
    if (JSON.stringify(before[field] ?? null) === JSON.stringify(draft[field] ?? null)) continue
    const a = shown(before[field])
    const b = shown(draft[field])
    changes.push(a !== undefined && b !== undefined ? { field, before: a, after: b } : { field })
  }
  return changes
}

/** "matriculationRequirements" → "Matriculation requirements". */
export function fieldLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
