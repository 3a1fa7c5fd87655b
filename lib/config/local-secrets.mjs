// @ts-check
/**
 * Secrets for a machine with no settings (for scripts only: it writes files). `npm start`, the
 * e2e runner and the bench build and start a production server, which refuses missing secrets and
 * the development values (site.mjs). For each secret the environment leaves unset they use a random value generated once and kept in
 * data/secrets.json (mode 0600; data/ is never committed), so sessions survive a restart and
 * every instance started from this checkout agrees. Variables set in the environment win.
 */
import { randomBytes } from 'node:crypto'
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SECRET_NAMES, missingSecrets } from './site.mjs'

export const SECRETS_FILE = 'data/secrets.json'

/**
 * @param {string} file
 * @returns {Record<string, string>}
 */
function readSecrets(file) {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8'))
    return saved && typeof saved === 'object' ? saved : {}
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return {}
    throw new Error(
      `${file} cannot be read (${/** @type {Error} */ (error).message}); remove it to generate new secrets`,
    )
  }
}

/**
 * The secrets the environment leaves unset, from `file` (generated and saved there the first
 * time). Returns only those, to hand to a child process as fallbacks:
 * `childEnvironment(overrides, localSecrets())`.
 * @param {string} [file]
 * @returns {Record<string, string>}
 */
export function localSecrets(file = SECRETS_FILE) {
  const wanted = missingSecrets()
  if (!wanted.length) return {}
  let saved = readSecrets(file)
  if (SECRET_NAMES.some((name) => typeof saved[name] !== 'string' || !saved[name].trim())) {
    const complete = { ...saved }
    for (const name of SECRET_NAMES)
      if (typeof complete[name] !== 'string' || !complete[name].trim()) complete[name] = randomBytes(32).toString('hex')
    mkdirSync(path.dirname(file), { recursive: true })
    // Written aside, then linked into place: two scripts starting at once keep the first file.
    const staging = `${file}.${process.pid}`
    writeFileSync(staging, `${JSON.stringify(complete, null, 2)}\n`, { mode: 0o600 })
    try {
      if (Object.keys(saved).length) rmSync(file, { force: true })
      linkSync(staging, file)
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error
    } finally {
      rmSync(staging, { force: true })
    }
    saved = readSecrets(file)
  }
  chmodSync(file, 0o600)
  return Object.fromEntries(wanted.map((name) => [name, saved[name]]))
}
