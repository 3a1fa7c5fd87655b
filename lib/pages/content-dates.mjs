// @ts-check
import { createHash } from 'node:crypto'

/**
 * When each MDX page last changed, for the sitemap's lastmod: content/dates.json maps each file
 * under content/ to the SHA-256 of its text and the time that text first appeared. A committed
 * manifest, not `git log` at build or run time: a server or image without .git, and a shallow
 * clone (where every file seems changed at the clone's one commit), would otherwise give other
 * dates; this one is the same on every fetch, build and clone, and moves only when the text does.
 * `node scripts/content-dates.mjs` brings it up to date; lib/pages/content-dates.test.ts fails
 * until it has been run after an edit.
 */

/** @typedef {{ sha256: string, changed: string }} ContentDate */
/** @typedef {Record<string, ContentDate>} ContentDates */

/**
 * A file's text followed by the text of the MDX files it imports (relative `import … from './x.mdx'`),
 * recursively, so a page's date moves when a notice it includes changes.
 * @param {string} file path relative to content/
 * @param {(file: string) => string} read
 * @param {Set<string>} [seen]
 * @returns {string}
 */
export function textWithImports(file, read, seen = new Set()) {
  if (seen.has(file)) return ''
  seen.add(file)
  const text = read(file)
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : ''
  const imported = [...text.matchAll(/^import\s+[^'"]*\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx)['"]/gm)].map(([, spec]) =>
    new URL(spec, `file:///${dir ? `${dir}/` : ''}`).pathname.slice(1),
  )
  return [text, ...imported.map((child) => textWithImports(child, read, seen))].join('\n')
}

/** @param {string} text */
export const contentHash = (text) => createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex')

/**
 * The manifest for `files` (path → text): entries whose text is unchanged keep their date; new or
 * edited files get `dateOf(path)`; files that are gone are dropped. Keys sorted, so the JSON diffs well.
 * @param {ContentDates} previous
 * @param {Record<string, string>} files
 * @param {(path: string) => string} dateOf
 * @returns {ContentDates}
 */
export function updateContentDates(previous, files, dateOf) {
  /** @type {ContentDates} */
  const next = {}
  for (const path of Object.keys(files).sort()) {
    const sha256 = contentHash(files[path])
    const known = previous[path]
    next[path] = known && known.sha256 === sha256 ? known : { sha256, changed: dateOf(path) }
  }
  return next
}
