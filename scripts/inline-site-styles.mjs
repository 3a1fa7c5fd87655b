// @ts-check
/**
 * Public pages carry their style sheets in the HTML (`<style>`), not as `<link>`s: a linked sheet
 * blocks the first paint for one more round trip, which on a phone's 4G (150 ms, slow start) is
 * more than half a second, the whole gap between our pages' first paint and an empty page's.
 *
 * Next's own switch (`experimental.inlineCss`) is global: the admin's pages then carry Payload's
 * whole style sheet (over a megabyte) in every HTML answer, never cached. So this does what the
 * switch does, for the public site only: in each public route's client reference manifest, its
 * style sheets are marked `inlined` with their text, which is all Next's renderer reads
 * (render-css-resource: an inlined sheet becomes `<style precedence href>`). The prerendered pages'
 * navigation data carries the same styles, so a page reached through a link asks for no sheet
 * either; React keeps one copy per sheet, however many pages bring it.
 *
 * Run by next.config.ts after each production compile, before the pages are prerendered.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import vm from 'node:vm'

/** The public site's route group: its pages' manifests are keyed "/(site)/…". */
const SITE_ROUTES = '/(site)/'

const MANIFEST_SUFFIX = '_client-reference-manifest.js'

/**
 * @param {string} folder
 * @returns {AsyncGenerator<string>}
 */
async function* manifests(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) yield* manifests(file)
    else if (entry.name.endsWith(MANIFEST_SUFFIX)) yield file
  }
}

/**
 * A manifest file assigns its routes' manifests on `globalThis.__RSC_MANIFEST`; read in a sandbox.
 * @param {string} source
 * @returns {Record<string, { entryCSSFiles?: Record<string, { path: string, inlined?: boolean, content?: string }[]> }>}
 */
export function readManifest(source) {
  const sandbox = { globalThis: /** @type {any} */ ({}) }
  sandbox.globalThis = sandbox
  vm.runInNewContext(source, sandbox, { timeout: 5000 })
  return /** @type {any} */ (sandbox).__RSC_MANIFEST ?? {}
}

/** @param {ReturnType<typeof readManifest>} routes */
function writeManifest(routes) {
  return (
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
    Object.entries(routes)
      .map(
        ([route, manifest]) => `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify(manifest)};\n`,
      )
      .join('')
  )
}

/**
 * Marks every public route's style sheets inlined, with their text (`read(path)`, a path relative to
 * the build folder as the manifest gives it). Other routes are left as they are.
 * @param {ReturnType<typeof readManifest>} routes
 * @param {(file: string) => Promise<string>} read
 * @returns {Promise<number>} how many sheets were marked
 */
async function inlineSiteRoutes(routes, read) {
  let marked = 0
  for (const [route, manifest] of Object.entries(routes)) {
    if (!route.startsWith(SITE_ROUTES)) continue
    for (const sheets of Object.values(manifest.entryCSSFiles ?? {})) {
      for (const sheet of sheets) {
        sheet.content = await read(sheet.path)
        sheet.inlined = true
        marked++
      }
    }
  }
  return marked
}

/**
 * @param {string} distDir the build folder (`.next`)
 * @returns {Promise<string>} what was done, for the build's log
 */
export async function inlineSiteStyles(distDir) {
  const texts = new Map()
  const read = (/** @type {string} */ file) => {
    if (!texts.has(file)) texts.set(file, readFile(path.join(distDir, file), 'utf8'))
    return texts.get(file)
  }
  let files = 0
  let sheets = 0
  for await (const file of manifests(path.join(distDir, 'server/app'))) {
    const routes = readManifest(await readFile(file, 'utf8'))
    const marked = await inlineSiteRoutes(routes, read)
    if (!marked) continue
    await writeFile(file, writeManifest(routes))
    files++
    sheets += marked
  }
  return `Style sheets inlined in ${files} public routes (${texts.size} sheets, ${sheets} places)`
}
