import 'server-only'
import { after } from 'next/server'
import { draftModeOn } from '@/lib/reads/preview'
import { readForIndex } from '@/lib/reads/visible'
import { persist, recall } from '@/lib/resilience/last-good'
import { limiter } from '../crawl/limiter'
import type { Part } from '../sources/define-part'
import { earliest } from '../sources/earliest'
import { createSearchIndex, type SearchDocument, type SiteSearchIndex } from './fulltext'

/**
 * How soon a part missing some page's text, or that could not be read, is read again: 30 s after
 * the first failure, twice as long after each further one, at most an hour. A page that keeps
 * failing (one too slow to render within the crawl's time) is not rendered again every 30 s while
 * visitors search, each time adding its cost to theirs.
 */
const RETRY_MS = 30_000
const RETRY_MAX_MS = 60 * 60_000
export const retryDelay = (failures: number) => Math.min(RETRY_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS)

type PartState = {
  /** The version of the part's documents in the index (null: not read yet). */
  version: string | null
  /** The version the read under way (or the next) is for. */
  wanted: string | null
  /** When to read it again without a save (a page missing, a job closing), or null. */
  readAgainAt: number | null
  /** Reads in a row that missed a page or failed (0 after a whole read): how long until the next try. */
  failures: number
  reading: Promise<void> | null
}

/**
 * One part's documents: read, kept on disk as its last good ones, or those when the read fails;
 * `missing` when some of them could not be read (a page, or the whole read).
 */
async function partDocuments(
  p: Part,
): Promise<{ documents: SearchDocument[]; missing: boolean; changesAt: number | null }> {
  const key = `search:part:${p.name}`
  try {
    const { documents, incomplete = false, changesAt = null } = await readForIndex(() => p.read())
    if (!incomplete) void persist(key, documents)
    return { documents, missing: incomplete, changesAt }
  } catch (error) {
    const kept = await recall(key)
    if (!kept.found) throw error
    console.error(
      `[search] could not read ${p.name} for the index (${(error as Error).message}): its last good documents stand in`,
    )
    return { documents: kept.value as SearchDocument[], missing: true, changesAt: null }
  }
}

/** Work that goes on past the answer, handed to Next as it expects such work: through after(). */
function behindTheResponse(work: Promise<void>) {
  try {
    after(work)
  } catch {
    // Outside a request: the work runs on its own.
  }
}

/**
 * An index kept as current as its parts: every part read before the first search is answered,
 * then, on each search, the parts whose version changed (a save under their sources' tags) or
 * whose time to be read again has come are read again, and only their documents that changed are
 * replaced (`setPart`). `wholeVersion` changes whenever any part's may have, so a search while
 * nothing was saved compares that one token alone.
 */
export class FreshIndex {
  private readonly index = createSearchIndex()
  /**
   * The records' parts are read one at a time: each read is chunks of synchronous work (the
   * database answers synchronously, Payload shapes each record), and parts read at once run their
   * chunks back to back in the same turn of the event loop, so every request waits for all of them
   * (at 100x the demo, a page waited tens of seconds while the index was built at start).
   */
  private readonly recordSlot = limiter(1)
  private readonly states: Map<Part, PartState>
  /** Every part has been read once. */
  private ready = false
  private building: Promise<void> | null = null
  /** The whole version the parts' tokens were last compared under. */
  private checkedVersion: string | null = null
  private checking: { version: string; promise: Promise<void> } | null = null

  constructor(
    private readonly parts: readonly Part[],
    private readonly wholeVersion: () => Promise<string>,
  ) {
    this.states = new Map(
      parts.map((p) => [p, { version: null, wanted: null, readAgainAt: null, failures: 0, reading: null }]),
    )
  }

  /** The index, built on first use, then brought up to date with the saves since the last search. */
  async current(): Promise<SiteSearchIndex> {
    if (!this.ready) {
      this.building ??= this.build().finally(() => (this.building = null))
      await this.building
      return this.index
    }
    // Draft mode turns Next's data cache off, so every token would look new: an editor's preview
    // searches the index as visitors last had it.
    if (await draftModeOn()) return this.index
    const version = await this.wholeVersion()
    if (version === this.checkedVersion && !this.readAgainDue(Date.now())) return this.index
    if (this.checking?.version !== version) {
      const promise = this.check(version).finally(() => {
        if (this.checking?.promise === promise) this.checking = null
      })
      this.checking = { version, promise }
    }
    await this.checking.promise
    return this.index
  }

  private readAgainDue(now: number) {
    return [...this.states.values()].some((s) => !s.reading && s.readAgainAt !== null && s.readAgainAt <= now)
  }

  /**
   * Reads a part for `version` and puts its documents in the index; one read per part at a time (a
   * newer version asked for meanwhile is read once that one ends). Never rejects: a part that cannot
   * be read keeps the documents it had, and is tried again soon.
   */
  private readPart(p: Part, version: string): Promise<void> {
    const state = this.states.get(p)!
    state.wanted = version
    state.reading ??= (async () => {
      try {
        for (;;) {
          const target = state.wanted!
          const { documents, missing, changesAt } = await (p.crawled
            ? partDocuments(p)
            : this.recordSlot(() => partDocuments(p)))
          await this.index.setPartInChunks(p.name, documents)
          state.version = target
          state.failures = missing ? state.failures + 1 : 0
          state.readAgainAt = earliest(missing ? Date.now() + retryDelay(state.failures) : null, changesAt)
          if (state.wanted === target) return
        }
      } catch (error) {
        console.error(`[search] could not read ${p.name} for the index: ${(error as Error).message}`)
        state.failures++
        state.readAgainAt = Date.now() + retryDelay(state.failures)
      } finally {
        state.reading = null
      }
    })()
    return state.reading
  }

  /** Every part, read before the first search is answered. */
  private async build() {
    // Versions first: a save while the parts are read gives a newer version, read again by the next search.
    const version = await this.wholeVersion()
    const versions = await Promise.all(this.parts.map((p) => p.version()))
    await Promise.all(this.parts.map((p, i) => this.readPart(p, versions[i])))
    this.checkedVersion = version
    this.ready = true
  }

  /**
   * Reads again the parts whose version changed (or that are due), waiting for the records' parts so
   * the next search finds what was just published; pages are read behind it, as rendering them
   * takes longer and the records they list are in their own parts.
   */
  private async check(version: string) {
    const versions = await Promise.all(this.parts.map((p) => p.version()))
    const now = Date.now()
    const awaited: Promise<void>[] = []
    this.parts.forEach((p, i) => {
      const state = this.states.get(p)!
      const due = state.readAgainAt !== null && state.readAgainAt <= now
      if (versions[i] === state.version && !due) return
      const reading = this.readPart(p, versions[i])
      if (!p.crawled) awaited.push(reading)
      else behindTheResponse(reading)
    })
    await Promise.all(awaited)
    this.checkedVersion = version
  }
}
