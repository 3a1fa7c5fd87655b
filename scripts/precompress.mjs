#!/usr/bin/env node
// @ts-check
/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of a build's static folder
 * (`<distDir>/static`: scripts, style sheets, manifests), at the strongest settings, once per build.
 * The files are fingerprinted and never change, so compressing them once at build time beats
 * compressing them again on every request at the fast settings a server can afford: Brotli 11 is
 * about a fifth smaller than the gzip Next sends on its own. nginx sends them with brotli_static /
 * gzip_static (deploy/nginx.conf); the Node server does through its request guard
 * (scripts/request-guard.mjs, lib/http/precompressed.mjs).
 *
 * Run by next.config.ts after each production compile (compiler.runAfterProductionCompile), so every
 * build has them; `node scripts/precompress.mjs [folder]` does it by hand (default: <distDir>/static).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

/** Text the browser may receive compressed; pictures and fonts (woff2) are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|html|xml|map|wasm|webmanifest)$/i
/** Below this a compressed copy saves less than a packet: the file is sent as it is (Next's own threshold). */
export const MIN_BYTES = 1024

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** @param {Buffer} bytes */
export const brotliBytes = (bytes) =>
  brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
/** @param {Buffer} bytes */
export const gzipBytes = (bytes) => gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION })

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (entry.isFile()) yield full
  }
}

/**
 * Compresses one file into `<file>.br` and `<file>.gz`, each only when it is smaller than the file
 * and not already there from an earlier run (the copies are as immutable as the file).
 * @param {string} file
 * @returns {Promise<{ bytes: number, br: number | null, gz: number | null }>}
 */
async function compressOne(file) {
  const bytes = await readFile(file)
  const sizes = {
    bytes: bytes.length,
    br: /** @type {number | null} */ (null),
    gz: /** @type {number | null} */ (null),
  }
  for (const [suffix, encode] of /** @type {const} */ ([
    ['br', brotliBytes],
    ['gz', gzipBytes],
  ])) {
    const target = `${file}.${suffix}`
    const existing = await stat(target).catch(() => null)
    if (existing) {
      sizes[suffix] = existing.size
      continue
    }
    const encoded = await encode(bytes)
    if (encoded.length >= bytes.length) continue
    await writeFile(target, encoded)
    sizes[suffix] = encoded.length
  }
  return sizes
}

/**
 * Precompresses every compressible file of at least MIN_BYTES under a folder, a few at a time.
 * @param {string} dir
 * @param {{ concurrency?: number }} [options]
 * @returns {Promise<{ files: number, bytes: number, br: number, gz: number }>} totals over the files compressed
 */
export async function precompress(dir, { concurrency = 2 } = {}) {
  /** @type {string[]} */
  const queue = []
  for await (const file of files(dir))
    if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES) queue.push(file)
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 }
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const sizes = await compressOne(file)
      totals.files += 1
      totals.bytes += sizes.bytes
      totals.br += sizes.br ?? sizes.bytes
      totals.gz += sizes.gz ?? sizes.bytes
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return totals
}

/** One line for the build log. */
export function summary(/** @type {{ files: number, bytes: number, br: number, gz: number }} */ t) {
  const kb = (/** @type {number} */ n) => `${Math.round(n / 1024)} kB`
  return `precompress: ${t.files} files, ${kb(t.bytes)} → ${kb(t.br)} Brotli, ${kb(t.gz)} gzip`
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  import('../lib/config/site.mjs')
    .then(({ config }) => precompress(process.argv[2] ?? path.join(config.distDir, 'static')))
    .then((totals) => console.log(summary(totals)))
}
