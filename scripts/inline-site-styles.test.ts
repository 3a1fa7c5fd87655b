/**
 * Public pages' style sheets inlined through their client reference manifests
 * (scripts/inline-site-styles.mjs); the admin's are left linked.
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inlineSiteStyles, readManifest } from './inline-site-styles.mjs'

let dist: string
beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'))
  mkdirSync(path.join(dist, 'static/chunks'), { recursive: true })
})
afterEach(() => rmSync(dist, { recursive: true, force: true }))

const SITE_CSS = '.header{background:#0b3d6e}'
const PAGE_CSS = '.calendar{display:grid}'
const ADMIN_CSS = '.payload-admin{color:red}'

/** A manifest file as the build writes it: one route, its sheets per segment. */
function manifestFile(route: string, entryCSSFiles: Record<string, { path: string; inlined: boolean }[]>) {
  const manifest = { moduleLoading: { prefix: '' }, clientModules: {}, entryCSSFiles, entryJSFiles: {} }
  return (
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
    `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify(manifest)};\n`
  )
}

function place(relative: string, text: string) {
  mkdirSync(path.dirname(path.join(dist, relative)), { recursive: true })
  writeFileSync(path.join(dist, relative), text)
}

const read = (relative: string) => readManifest(readFileSync(path.join(dist, relative), 'utf8'))

test('a public route carries its sheets’ text, marked inlined; an admin route keeps its links', async () => {
  place('static/chunks/site.css', SITE_CSS)
  place('static/chunks/calendar.css', PAGE_CSS)
  place('static/chunks/admin.css', ADMIN_CSS)
  const site = 'server/app/(site)/academiccalendar/page_client-reference-manifest.js'
  const admin = 'server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js'
  place(
    site,
    manifestFile('/(site)/academiccalendar/page', {
      '[project]/app/(site)/layout': [{ path: 'static/chunks/site.css', inlined: false }],
      '[project]/app/(site)/academiccalendar/page': [
        { path: 'static/chunks/site.css', inlined: false },
        { path: 'static/chunks/calendar.css', inlined: false },
      ],
      '[project]/app/global-error': [],
    }),
  )
  const adminSource = manifestFile('/(payload)/admin/[[...segments]]/page', {
    '[project]/app/(payload)/layout': [{ path: 'static/chunks/admin.css', inlined: false }],
  })
  place(admin, adminSource)

  expect(await inlineSiteStyles(dist)).toBe('Style sheets inlined in 1 public routes (2 sheets, 3 places)')

  const page = read(site)['/(site)/academiccalendar/page']
  expect(page.entryCSSFiles).toEqual({
    '[project]/app/(site)/layout': [{ path: 'static/chunks/site.css', inlined: true, content: SITE_CSS }],
    '[project]/app/(site)/academiccalendar/page': [
      { path: 'static/chunks/site.css', inlined: true, content: SITE_CSS },
      { path: 'static/chunks/calendar.css', inlined: true, content: PAGE_CSS },
    ],
    '[project]/app/global-error': [],
  })
  // The rest of the manifest is as it was.
  expect(Object.keys(page)).toEqual(['moduleLoading', 'clientModules', 'entryCSSFiles', 'entryJSFiles'])
  // Not even rewritten.
  expect(readFileSync(path.join(dist, admin), 'utf8')).toBe(adminSource)
})

test('a second run finds the same text (a build run again over the same folder)', async () => {
  place('static/chunks/site.css', SITE_CSS)
  const site = 'server/app/(site)/page_client-reference-manifest.js'
  place(
    site,
    manifestFile('/(site)/page', {
      '[project]/app/(site)/layout': [{ path: 'static/chunks/site.css', inlined: false }],
    }),
  )
  await inlineSiteStyles(dist)
  const once = readFileSync(path.join(dist, site), 'utf8')
  await inlineSiteStyles(dist)
  expect(readFileSync(path.join(dist, site), 'utf8')).toBe(once)
})

test('a sheet the manifest names but the build lacks fails the build, not a page later', async () => {
  place(
    'server/app/(site)/page_client-reference-manifest.js',
    manifestFile('/(site)/page', {
      '[project]/app/(site)/layout': [{ path: 'static/chunks/gone.css', inlined: false }],
    }),
  )
  await expect(inlineSiteStyles(dist)).rejects.toThrow(/gone\.css/)
})
