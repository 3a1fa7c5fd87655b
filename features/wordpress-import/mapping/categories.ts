import { z } from 'zod'

/**
 * Where posts go, by their WordPress categories (slugs): the operator's mapping file
 * (`--mapping wordpress-mapping.json`), or this default. A post in a `news` category becomes a
 * news article, in a `sports` one a sports article, any other post `default`; a category in
 * `colleges` tags the feature story with that college (its code, e.g. `cnasahn`).
 */
export const mappingSchema = z.strictObject({
  news: z.array(z.string()).default(['news', 'announcements', 'press-releases', 'press']),
  sports: z.array(z.string()).default(['sports', 'athletics']),
  default: z.enum(['stories', 'news']).default('stories'),
  colleges: z.record(z.string(), z.string()).default({}),
  /** Who a post is by when WordPress names no author. */
  defaultByline: z.string().min(1).default('Staff writer'),
})

export type CategoryMapping = z.infer<typeof mappingSchema>

export const DEFAULT_MAPPING: CategoryMapping = mappingSchema.parse({})

/** The mapping an operator's file gives, or every problem with it, by field. */
export function readMapping(json: unknown): CategoryMapping {
  const result = mappingSchema.safeParse(json)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`)
  throw new Error(`The mapping file is not valid:\n${problems.join('\n')}`)
}

export type PostTarget = { collection: 'stories' } | { collection: 'articles'; kind: 'news' | 'sports' }

/** Where one post goes: sports before news (a sports post is often in "news" too), else the default. */
export function targetOf(categories: readonly string[], mapping: CategoryMapping): PostTarget {
  const has = (list: readonly string[]) => categories.some((c) => list.includes(c))
  if (has(mapping.sports)) return { collection: 'articles', kind: 'sports' }
  if (has(mapping.news)) return { collection: 'articles', kind: 'news' }
  return mapping.default === 'news' ? { collection: 'articles', kind: 'news' } : { collection: 'stories' }
}

/** The site's own terms a post's categories and tags map to, and those that map to nothing (reported). */
export function mappedTerms(
  categories: readonly string[],
  tags: readonly string[],
  mapping: CategoryMapping,
): { colleges: string[]; unmapped: string[] } {
  const routing = new Set([...mapping.news, ...mapping.sports])
  const colleges = [...new Set(categories.map((c) => mapping.colleges[c]).filter(Boolean))]
  const unmapped = [
    ...categories.filter((c) => !routing.has(c) && !mapping.colleges[c]).map((c) => `category ${c}`),
    ...tags.filter((t) => !mapping.colleges[t]).map((t) => `tag ${t}`),
  ]
  return { colleges, unmapped }
}
