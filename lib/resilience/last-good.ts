import 'server-only'
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { config } from '@/lib/config/site.mjs'

/**
 * The last good result of each cached read, in memory and on disk, so a page regenerated while
 * the database fails keeps its content (lib/reads/cached-read.ts renders from it).
 */
const LAST_GOOD_LIMIT = 5_000

/** The last result each read returned, so a page regenerated during an outage keeps its content. */
const lastGood = new Map<string, unknown>()

/** Keeps a read's result in memory (most recent last; the oldest goes beyond the limit). */
export function remember(key: string, value: unknown) {
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

const fileFor = (key: string) =>
  path.join(lastGoodDir(), `${createHash('sha256').update(key).digest('hex').slice(0, 40)}.json`)

/** Keeps a read's result on disk (atomically); a failure to write is only logged. */
export async function persist(key: string, value: unknown) {
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

/** The last good result of a read: from memory, else from disk. */
export async function recall(key: string): Promise<{ found: boolean; value?: unknown }> {
  if (lastGood.has(key)) return { found: true, value: lastGood.get(key) }
  try {
    const saved = JSON.parse(await readFile(fileFor(key), 'utf8')) as { key: string; value: unknown }
    if (saved.key === key) return { found: true, value: saved.value }
  } catch {
    // nothing kept for this read
  }
  return { found: false }
}

/** For tests: forget the results kept in memory (a new server process). */
export function forgetLastGood() {
  lastGood.clear()
}
