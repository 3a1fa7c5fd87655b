import type { CollectionConfig } from 'payload'

type Hooks = NonNullable<CollectionConfig['hooks']>

/** One collection's hooks from several sets, each kind's hooks in the order the sets are given. */
export function mergeHooks(...sets: Hooks[]): Hooks {
  const merged: Record<string, unknown[]> = {}
  for (const set of sets)
    for (const [kind, hooks] of Object.entries(set))
      merged[kind] = [...(merged[kind] ?? []), ...((hooks as unknown[] | undefined) ?? [])]
  return merged as Hooks
}
