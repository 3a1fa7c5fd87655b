import 'server-only'
import { unstable_cache } from 'next/cache'

/** Safety net only: hooks expire tags on every save, so pages are fresh long before this. */
export const SAFETY_REVALIDATE_SECONDS = 60 * 60 * 24

/**
 * Wraps a read in Next's data cache under `tags` and makes it unbreakable: a failing read
 * logs and returns `fallback`, so the page renders without that block (spec §8: failures
 * are only logged).
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: string[] | ((...args: Args) => string[]),
  read: (...args: Args) => Promise<Result>,
  fallback: Result,
): (...args: Args) => Promise<Result> {
  return async (...args: Args) => {
    const tagList = typeof tags === 'function' ? tags(...args) : tags
    try {
      return await unstable_cache(read, [name, ...args.map((a) => JSON.stringify(a))], {
        tags: tagList,
        revalidate: SAFETY_REVALIDATE_SECONDS,
      })(...args)
    } catch (error) {
      // Next uses thrown errors for control flow (e.g. dynamic usage during prerender); let those through.
      if (error && typeof error === 'object' && 'digest' in error) throw error
      console.error(`[data] ${name} failed: ${(error as Error).message}`)
      return fallback
    }
  }
}
