import 'server-only'
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { unstable_cache } from 'next/cache'
import { config } from '@/lib/config.mjs'

/** Safety net only: hooks expire tags on every save, so pages are fresh long before this. */
export const SAFETY_REVALIDATE_SECONDS = 60 * 60 * 24
/** How often, while the database is failing, one failed read is tried again. */
export const RECOVERY_PROBE_MS = 5_000
const LAST_GOOD_LIMIT = 5_000

/** The last result each read returned, so a page regenerated during an outage keeps its content. */
const lastGood = new Map<string, unknown>()
/** Tags of pages rendered from remembered data while the database was failing; expired once it answers. */
const degradedTags = new Set<string>()
let probe: (() => Promise<unknown>) | null = null
let probeTimer: ReturnType<typeof setInterval> | null = null

function remember(key: string, value: unknown) {
  lastGood.delete(key)
  lastGood.set(key, value)
  if (lastGood.size > LAST_GOOD_LIMIT) lastGood.delete(lastGood.keys().next().value as string)
}

/**
 * Where each read's last database result is also kept on disk, so a server that has not run a
 * read since it started (its page came from the prerendered cache) still has something to render
 * from. `next build` writes `<distDir>/last-good` while it prerenders (a new build starts it
 * afresh) and scripts/serve.mjs places that beside the standalone server, whose working directory
 * is its own folder: the same relative path finds it.
 */
export function lastGoodDir() {
  return path.resolve(config.lastGoodDir)
}

/** Keys this process has kept on disk: bounded, so reads keyed by free text (search) cannot fill it. */
const keptOnDisk = new Set<string>()

const fileFor = (key: string) => path.join(lastGoodDir(), `${createHash('sha256').update(key).digest('hex').slice(0, 40)}.json`)

async function persist(key: string, value: unknown) {
  if (!keptOnDisk.has(key)) {
    if (keptOnDisk.size >= LAST_GOOD_LIMIT) return
    keptOnDisk.add(key)
  }
  try {
    const file = fileFor(key)
    await mkdir(path.dirname(file), { recursive: true })
    // Prerender workers write at once: write aside, then rename (atomic), never a half file.
    const staging = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`
    await writeFile(staging, JSON.stringify({ key, savedAt: new Date().toISOString(), value }))
    await rename(staging, file)
  } catch (error) {
    console.warn(`[data] could not keep the last good result on disk: ${(error as Error).message}`)
  }
}

async function recall(key: string): Promise<{ found: boolean; value?: unknown }> {
  if (lastGood.has(key)) return { found: true, value: lastGood.get(key) }
  try {
    const saved = JSON.parse(await readFile(fileFor(key), 'utf8')) as { key: string; value: unknown }
    if (saved.key === key) return { found: true, value: saved.value }
  } catch {
    // nothing kept for this read
  }
  return { found: false }
}

/** The running server's own address (the route handler that expires tags lives there). */
function ownOrigin() {
  return config.ownOrigin
}

/**
 * Pages regenerated from remembered data are cached as if fresh. Once the database answers
 * again, expire their tags (through POST /api/revalidate: tags can only be expired inside a
 * request) so the next visitor gets today's content.
 */
function watchForRecovery(tags: string[], read: () => Promise<unknown>) {
  for (const tag of tags) degradedTags.add(tag)
  probe = read
  if (probeTimer) return
  probeTimer = setInterval(async () => {
    try {
      await probe?.()
    } catch {
      return // still failing
    }
    if (probeTimer) clearInterval(probeTimer)
    probeTimer = null
    const pending = [...degradedTags]
    degradedTags.clear()
    for (let i = 0; i < pending.length; i += 50) {
      await fetch(`${ownOrigin()}/api/revalidate`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.revalidateSecret}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ tags: pending.slice(i, i + 50) }),
      }).catch((error: Error) => console.error(`[data] could not expire tags after recovery: ${error.message}`))
    }
    console.warn(`[data] the database answers again; expired ${pending.length} tag(s) of pages served from remembered data`)
  }, RECOVERY_PROBE_MS)
  probeTimer.unref?.()
}

/**
 * Wraps a read in Next's data cache under `tags`.
 *
 * A save expires its tags at once (`expire: 0`), so the next request renders the page again and
 * waits for it; if that render throws, Next answers 500 (it has discarded the expired page). So
 * when the read fails (database unreachable while a page regenerates), the page is rendered from
 * the last result this read returned, in memory or kept on disk, and visitors keep the last good
 * page with its content; the affected tags are expired again once the database answers. With
 * nothing remembered the error propagates (the page's error boundary answers), never an empty
 * result that would be cached as the page.
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: string[] | ((...args: Args) => string[]),
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args: Args) => {
    const tagList = typeof tags === 'function' ? tags(...args) : tags
    const keyParts = [name, ...args.map((a) => JSON.stringify(a))]
    const key = keyParts.join('\u0000')
    const readAndKeep = async (...readArgs: Args) => {
      const result = await read(...readArgs)
      await persist(key, result) // only when the database was really read (a data-cache miss)
      return result
    }
    try {
      const result = await unstable_cache(readAndKeep, keyParts, { tags: tagList, revalidate: SAFETY_REVALIDATE_SECONDS })(...args)
      remember(key, result)
      return result
    } catch (error) {
      // Next uses thrown errors for control flow (e.g. dynamic usage during prerender); let those through.
      if (error && typeof error === 'object' && 'digest' in error) throw error
      console.error(`[data] ${name} failed: ${(error as Error).message}`)
      const kept = await recall(key)
      if (!kept.found) throw error
      watchForRecovery(tagList, () => read(...args))
      return kept.value as Result
    }
  }
}

/** For tests: forget remembered results (in memory) and stop watching. */
export function resetCachedReads() {
  lastGood.clear()
  degradedTags.clear()
  if (probeTimer) clearInterval(probeTimer)
  probeTimer = null
  probe = null
}
