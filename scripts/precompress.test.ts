/**
 * The build's static files precompressed (scripts/precompress.mjs): each text file gets a Brotli and
 * a gzip copy that decode to its exact bytes; pictures, fonts, tiny files and incompressible ones do not.
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, statSync, existsSync, writeFileSync, mkdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { precompress, summary } from './precompress.mjs'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
  mkdirSync(path.join(dir, 'chunks/app'), { recursive: true })
  mkdirSync(path.join(dir, 'media'), { recursive: true })
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const script = 'self.__next_f=self.__next_f||[];' + 'function render(a,b){return a+b}\n'.repeat(400)
const css = '.card{display:grid;gap:1rem;padding:1rem}\n'.repeat(300)

test('text files get Brotli and gzip copies that decode to the same bytes, smaller than gzip', async () => {
  writeFileSync(path.join(dir, 'chunks/app/page-abc123.js'), script)
  writeFileSync(path.join(dir, 'chunks/site.css'), css)
  const totals = await precompress(dir)
  expect(totals.files).toBe(2)
  for (const [file, text] of [
    ['chunks/app/page-abc123.js', script],
    ['chunks/site.css', css],
  ]) {
    const full = path.join(dir, file)
    const br = readFileSync(`${full}.br`)
    const gz = readFileSync(`${full}.gz`)
    expect(zlib.brotliDecompressSync(br).toString()).toBe(text)
    expect(zlib.gunzipSync(gz).toString()).toBe(text)
    expect(br.length).toBeLessThan(gz.length)
    expect(gz.length).toBeLessThan(Buffer.byteLength(text))
  }
  expect(summary(totals)).toMatch(/^precompress: 2 files, \d+ kB → \d+ kB Brotli, \d+ kB gzip$/)
})

test('fonts, pictures, tiny files and incompressible bytes are left as they are', async () => {
  writeFileSync(path.join(dir, 'media/font.woff2'), script)
  writeFileSync(path.join(dir, 'media/photo.webp'), script)
  writeFileSync(path.join(dir, 'chunks/tiny.js'), 'export default 1\n')
  writeFileSync(path.join(dir, 'chunks/random.js'), randomBytes(4096))
  const totals = await precompress(dir)
  for (const file of ['media/font.woff2', 'media/photo.webp', 'chunks/tiny.js', 'chunks/random.js'])
    for (const suffix of ['.br', '.gz'])
      expect([file + suffix, existsSync(path.join(dir, file + suffix))]).toEqual([file + suffix, false])
  expect(totals.files).toBe(1) // random.js was compressible by name, and kept as it is
})

test('a second run keeps the copies it made and never compresses a copy again', async () => {
  const file = path.join(dir, 'chunks/main.js')
  writeFileSync(file, script)
  await precompress(dir)
  const made = statSync(`${file}.br`).mtimeMs
  await precompress(dir)
  expect(statSync(`${file}.br`).mtimeMs).toBe(made)
  expect(existsSync(`${file}.br.br`)).toBe(false)
  expect(existsSync(`${file}.gz.br`)).toBe(false)
})
