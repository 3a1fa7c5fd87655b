import { newest } from '@/lib/pages/page-last-modified'
import { URLSET_CLOSE, URLSET_OPEN, urlXml, type SitemapEntry } from './xml'

/** The protocol's limits of one sitemap file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 52_428_800 }

export type SitemapLimits = typeof SITEMAP_LIMITS

/**
 * Entries cut into sitemap files, in their order, each file within the limits (URL count, and
 * bytes of the file as `urlsetXml` writes it). No entries, no file: a sitemap must list a URL.
 */
export function splitIntoSitemaps(
  entries: readonly SitemapEntry[],
  limits: SitemapLimits = SITEMAP_LIMITS,
): SitemapEntry[][] {
  const envelope = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE)
  const files: SitemapEntry[][] = []
  let file: SitemapEntry[] = []
  let bytes = envelope
  for (const entry of entries) {
    const size = Buffer.byteLength(urlXml(entry))
    if (envelope + size > limits.bytes)
      throw new Error(`a sitemap entry longer than a whole sitemap may be: ${entry.url.slice(0, 100)}`)
    if (file.length === limits.urls || bytes + size > limits.bytes) {
      files.push(file)
      file = []
      bytes = envelope
    }
    file.push(entry)
    bytes += size
  }
  if (file.length) files.push(file)
  return files
}

/** A sitemap file's last change for the index: its newest entry's, or null when none states one. */
export function newestEntry(entries: readonly SitemapEntry[]): string | null {
  return newest(...entries.map((e) => e.lastModified))
}

/** The name of a section's nth sitemap file (`stories-1.xml`, n from 1). */
export function sitemapFileName(section: string, n: number): string {
  return `${section}-${n}.xml`
}

/** Where a sitemap file is served (app/sitemaps/[file]). */
export function sitemapFilePath(section: string, n: number): string {
  return `/sitemaps/${sitemapFileName(section, n)}`
}

/** A sitemap file's name (`stories-2.xml`) read back into its section and number, or null for any other name. */
export function parseSitemapFile<S extends string>(
  name: string,
  sections: readonly S[],
): { section: S; n: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name)
  if (!match) return null
  const section = sections.find((s) => s === match[1])
  return section ? { section, n: Number(match[2]) } : null
}
