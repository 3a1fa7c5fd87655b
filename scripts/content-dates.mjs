// Brings content/dates.json up to date (see lib/pages/content-dates.mjs): run it after editing a
// page under content/. A new or edited file gets the date of its last commit when the file is
// committed as it is, else now.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { textWithImports, updateContentDates } from '../lib/pages/content-dates.mjs'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const contentDir = path.join(root, 'content')
const manifestPath = path.join(contentDir, 'dates.json')

/** @returns {string[]} */
function mdxFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) return mdxFiles(path.join(dir, entry.name), relative)
    return entry.name.endsWith('.mdx') ? [relative] : []
  })
}

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return ''
  }
}

/** The newest commit of the file and the files it imports, when all are committed as they are; else now. */
function dateOf(file) {
  const involved = importsOf(file).map((f) => `content/${f}`)
  const unchanged = git('status', '--porcelain', '--', ...involved) === ''
  const committed = unchanged ? git('log', '-1', '--format=%cI', '--', ...involved) : ''
  return new Date(committed || Date.now()).toISOString()
}

/** The file and every MDX file it imports. */
function importsOf(file) {
  const seen = new Set()
  textWithImports(file, (f) => {
    seen.add(f)
    return read(f)
  })
  return [...seen]
}

const previous = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {}
const read = (file) => readFileSync(path.join(contentDir, file), 'utf8')
const files = Object.fromEntries(mdxFiles(contentDir).map((file) => [file, textWithImports(file, read)]))
const next = updateContentDates(previous, files, dateOf)
const text = `${JSON.stringify(next, null, 2)}\n`
if (text !== `${JSON.stringify(previous, null, 2)}\n`) {
  writeFileSync(manifestPath, text)
  console.log(`content/dates.json: ${Object.keys(next).length} pages, updated`)
} else console.log('content/dates.json is up to date')
