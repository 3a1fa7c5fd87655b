import 'server-only'
import { unstable_cache } from 'next/cache'
import { tagsOf, type Includes } from '@/lib/cache/tags'
import { forgetLastGood, persist, recall, remember } from '@/lib/resilience/last-good'
import { metrics } from '@/lib/ops/metrics.mjs'
import { stopWatchingForRecovery, watchForRecovery } from '@/lib/resilience/recovery'
import { isEditorPreview } from './preview'
import { keepingLastGood, readAsPreview, readingAsPublic } from './visible'

/** Safety net only: hooks expire tags on every save, so pages are fresh long before this. */
export const SAFETY_REVALIDATE_SECONDS = 60 * 60 * 24

/** Every read's declaration, by name: what lib/cache/coverage.test.ts checks against the hooks. */
export const declaredReads = new Map<string, Includes<never>>()

/**
 * A read with arguments that found nothing for them (an unknown slug, id or key: null). Such
 * arguments often come from the address, so anyone can ask for endless ones.
 */
const isMiss = (args: unknown[], result: unknown) => args.length > 0 && result === null

/** Thrown inside Next's data cache so that a miss leaves no entry there (a thrown read is not stored). */
class Miss {}

/**
 * Wraps a read in Next's data cache under the tags of what it `includes` (lib/cache/tags.ts:
 * every collection and global it returns data from, relations followed, and the records it is
 * about), the tags the hooks expire on every save.
 *
 * Each read asks lib/reads/visible.ts what it may return: published records only, or the latest
 * drafts when the request is a signed-in editor's preview.
 *
 * A save expires its tags at once (`expire: 0`), so the next request renders the page again and
 * waits for it; if that render throws, Next answers 500 (it has discarded the expired page). So
 * when the read fails (database unreachable while a page regenerates), the page is rendered from
 * the last result this read returned, in memory or kept on disk (lib/resilience/last-good.ts), and
 * visitors keep the last good page with its content; the affected tags are expired again once the
 * database answers (lib/resilience/recovery.ts). With nothing remembered the error propagates (the
 * page's error boundary answers), never an empty result that would be cached as the page. The
 * search index's reads keep nothing (lib/reads/visible.ts, readForIndex): it has its own.
 *
 * A miss (`isMiss`: an unknown slug, id or key) is read from the database each time and kept
 * nowhere, so unknown keys cannot grow the data cache or use up the last good results' budget.
 * Its tags still reach the page rendering it (Next collects them when the cache is asked), so a
 * page cached as "not found" is expired when a save creates that record.
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  declared: Includes<Args>,
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  declaredReads.set(name, declared as Includes<never>)
  return async (...args: Args) => {
    // An editor's preview reads the drafts, past every cache, and keeps nothing (lib/reads/preview.ts),
    // unless the read is for something everyone shares (readAsPublic).
    if (!readingAsPublic() && (await isEditorPreview())) return readAsPreview(() => read(...args))
    const tagList = tagsOf(declared, ...args)
    const keyParts = [name, ...args.map((a) => JSON.stringify(a))]
    const key = keyParts.join('\u0000')
    const keep = keepingLastGood()
    const readAndKeep = async (...readArgs: Args) => {
      const result = await read(...readArgs)
      if (isMiss(readArgs, result)) throw new Miss()
      if (keep) await persist(key, result) // only when the database was really read (a data-cache miss)
      return result
    }
    try {
      const result = await unstable_cache(readAndKeep, keyParts, {
        tags: tagList,
        revalidate: SAFETY_REVALIDATE_SECONDS,
      })(...args)
      if (keep) remember(key, result)
      return result
    } catch (error) {
      if (error instanceof Miss) return null as Result
      // Next uses thrown errors for control flow (e.g. dynamic usage during prerender); let those through.
      if (error && typeof error === 'object' && 'digest' in error) throw error
      console.error(`[data] ${name} failed: ${(error as Error).message}`)
      metrics().backendErrors.inc({ backend: 'database' })
      const kept = await recall(key)
      if (!kept.found) throw error
      watchForRecovery(tagList, () => read(...args))
      return kept.value as Result
    }
  }
}

/** For tests: forget remembered results (in memory) and stop watching. */
export function resetCachedReads() {
  forgetLastGood()
  stopWatchingForRecovery()
}
