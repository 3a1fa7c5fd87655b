import 'server-only'
import { findPage, PAGES } from '@/lib/pages'
import { listSectionPaths } from '@/lib/sitemap/sections'
import { templateOf, type Template } from './templates'

/** How long the set of known pages is kept before it is read again (the reads behind it are cached by tag). */
const KNOWN_PAGES_TTL_MS = 60_000
/** A beacon for an address the set lacks reads it again once it is this old (a page published since). */
const KNOWN_PAGES_RECHECK_MS = 10_000

let cached: { at: number; pages: Promise<Map<string, Template>> } | null = null

async function readKnownPages(): Promise<Map<string, Template>> {
  const known = new Map<string, Template>()
  // Every registry page, unlisted ones too (the sitemap leaves some out), then all the sitemap lists.
  for (const entry of PAGES) known.set(entry.path, templateOf('pages', entry.path, findPage))
  for (const { section, paths } of await listSectionPaths())
    for (const path of paths) known.set(path, templateOf(section, path, findPage))
  return known
}

/**
 * The site's pages and their templates: what a beacon may count (at most this many rows a day).
 * `recheck`: the caller met an address the set lacks, so an older set is read again.
 */
export function knownPages(recheck = false, now = Date.now()): Promise<Map<string, Template>> {
  if (!cached || now - cached.at > (recheck ? KNOWN_PAGES_RECHECK_MS : KNOWN_PAGES_TTL_MS)) {
    const pages = readKnownPages()
    cached = { at: now, pages }
    // A failed read is not kept: the next beacon tries again.
    pages.catch(() => {
      if (cached?.pages === pages) cached = null
    })
  }
  return cached.pages
}
