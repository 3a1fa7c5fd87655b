/**
 * The WordPress Theme Unit Test export, imported into the running e2e site with
 * `npm run import:wordpress` (through the Local API, while the server serves), read as a visitor:
 * its posts are pages with their pictures' places and alternatives, nothing that WordPress kept
 * from the public is published, the future post waits for its date, old addresses answer 308 to the
 * new page, and a second run changes nothing. Its own copy of the export adds a private post (the
 * export has none).
 */
import type { APIRequestContext } from '@playwright/test'
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { childEnvironment } from '../lib/config/environment.mjs'
import { localSecrets } from '../lib/config/local-secrets.mjs'
import { tooling } from '../lib/config/tooling.mjs'
import { themeUnitTestExport } from '../features/wordpress-import/source/theme-unit-test'
import { expect, test } from './fixtures'

const OLD = 'https://wpthemetestdata.wordpress.com'
const PRIVATE_POST = `<item>
  <title>Private notes</title>
  <link>${OLD}/2020/01/01/private-notes/</link>
  <pubDate>Wed, 01 Jan 2020 10:00:00 +0000</pubDate>
  <dc:creator>themedemos</dc:creator>
  <guid isPermaLink="false">${OLD}/?p=99001</guid>
  <description/>
  <content:encoded><![CDATA[Only for the staff.]]></content:encoded>
  <excerpt:encoded><![CDATA[]]></excerpt:encoded>
  <wp:post_id>99001</wp:post_id>
  <wp:post_date>2020-01-01 10:00:00</wp:post_date>
  <wp:post_date_gmt>2020-01-01 10:00:00</wp:post_date_gmt>
  <wp:post_name>private-notes</wp:post_name>
  <wp:status>private</wp:status>
  <wp:post_parent>0</wp:post_parent>
  <wp:post_type>post</wp:post_type>
  <wp:post_password></wp:post_password>
  <category domain="category" nicename="uncategorized"><![CDATA[Uncategorized]]></category>
</item>
`

const dir = mkdtempSync(path.join(tmpdir(), 'wordpress-import-'))
const exportFile = path.join(dir, 'export.xml')
/** A copy of the old site's uploads holding one of its files (the rest are missing, as offline). */
const uploads = path.join(dir, 'uploads')

/** Runs the import as an operator would, against the e2e site's database, its server up; returns the report. */
async function runImport(name: string): Promise<string> {
  const report = path.join(dir, `${name}.md`)
  const env = childEnvironment(
    {
      DATABASE_URL: tooling.e2e.databaseUrl,
      UPLOADS_DIR: tooling.e2e.uploadsDir,
      PORT: String(tooling.e2e.port),
      HOSTNAME: '127.0.0.1',
      NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${tooling.e2e.port}`,
      NODE_OPTIONS: '--no-deprecation',
    },
    localSecrets(),
  )
  // The fixture's files are on WordPress.com: never fetched by a test.
  await promisify(execFile)(
    'npx',
    [
      '--no-install',
      'tsx',
      'scripts/import-wordpress.ts',
      exportFile,
      '--no-download',
      '--uploads',
      uploads,
      '--report',
      report,
    ],
    {
      env,
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  return readFileSync(report, 'utf8')
}

/** The status and Location of a request, redirects not followed (Next may write Location twice, the same). */
async function noFollow(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 })
  return {
    status: response.status(),
    location: (response.headers()['location'] ?? '').split(', ')[0].replace(/^https?:\/\/[^/]+/, ''),
  }
}

/** The counts row of one kind in the report: created, updated, unchanged, skipped. */
function counts(report: string, kind: string): number[] {
  const row = report.split('\n').find((line) => line.startsWith(`| ${kind} |`))
  return row
    ? row
        .split('|')
        .slice(2, 6)
        .map((cell) => Number(cell.trim()))
    : []
}

let firstReport = ''

test.describe.configure({ mode: 'serial' })

test.describe('importing a WordPress site', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000)
    const xml = readFileSync(themeUnitTestExport(), 'utf8')
    writeFileSync(exportFile, xml.replace('</channel>', `${PRIVATE_POST}</channel>`))
    mkdirSync(path.join(uploads, '2008/06'), { recursive: true })
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6a8f3c' } })
      .jpeg()
      .toFile(path.join(uploads, '2008/06/canola2.jpg'))
    firstReport = await runImport('first')
  })

  test('the report counts what came and names what could not, with the reason', () => {
    expect(counts(firstReport, 'feature story')[0]).toBeGreaterThanOrEqual(45)
    expect(firstReport).toContain('Cache: expired')
    // The export's files are on WordPress.com, which a test never fetches; the uploads copy holds one: each other is named, with why.
    expect(counts(firstReport, 'picture')).toEqual([1, 0, 0, 37])
    expect(firstReport).toContain(
      `| attachment 616 (https://wpthemetestdata.files.wordpress.com/2008/06/dsc20050727_091048_222.jpg) | file not brought: not in ${uploads} (2008/06/dsc20050727_091048_222.jpg); downloads are off |`,
    )
    expect(firstReport).toMatch(/\| attachment 821 \(.*\.mp3\) \| audio\/mpeg files have no place on the site/)
    expect(firstReport).toMatch(/post 1168 .*password-protected on WordPress: kept as a draft, not published/)
    expect(firstReport).toMatch(/post 99001 "Private notes" \| private on WordPress: kept as a draft, not published/)
    expect(firstReport).toMatch(
      /post 1153 "Scheduled" \| scheduled: published by the site on 2030-01-01T19:00:18\.000Z/,
    )
    // Its “This is an example of a link” says nothing of where the link leads: the checks before publishing refuse it.
    expect(firstReport).toMatch(
      /"Markup: HTML Tags and Formatting" \| not published, kept as a draft: The link text “link” does not say where it leads/,
    )
    expect(firstReport).toMatch(/unknown-shortcode: \[simple boat\]/)
    expect(firstReport).toMatch(/70 WordPress nav_menu_item item\(s\) \| the site has no place for this kind/)
  })

  test("an imported post is a readable page, its picture's place holding its alternative and caption, nothing broken", async ({
    visit,
  }) => {
    const page = await visit('/featurestory?article=post-format-image-caption')
    await expect(page.getByRole('heading', { level: 1, name: 'Post Format: Image (Caption)' })).toBeVisible()
    const main = page.getByRole('main')
    // The picture could not be brought: its text alternative stands where it was, then its caption.
    await expect(main.getByText('Bell on Wharf', { exact: true })).toBeVisible()
    await expect(main.getByText('Bell on wharf in San Francisco')).toBeVisible()
    // Every picture the page shows has loaded (the stand-in cover), and none points at the old site.
    const pictures = await main.locator('img').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({
        src: img.currentSrc,
        loaded: img.complete && img.naturalWidth > 0,
        alt: img.alt,
      })),
    )
    for (const picture of pictures) {
      expect(picture.src).not.toContain('wordpress.com')
      expect(picture, picture.src).toMatchObject({ loaded: true })
    }
  })

  test('a picture brought from the uploads copy is in its place with its WordPress alternative, and covers its post', async ({
    visit,
    request,
  }) => {
    // Long pages: their full-page screenshots cost seconds each (the caption page keeps its own).
    const page = await visit('/featurestory?article=post-format-gallery', { screenshots: false })
    const canola = page.getByRole('main').getByRole('img', { name: 'canola', exact: true })
    expect(await canola.count()).toBeGreaterThan(1) // the cover, and its place in each gallery
    for (const img of await canola.all())
      expect(
        await img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0),
      ).toBe(true)
    // Its attachment page's old address leads to the post it belongs to.
    expect(await noFollow(request, '/?attachment_id=611')).toEqual({
      status: 308,
      location: '/featurestory?article=post-format-gallery',
    })
  })

  test('headings, lists and a YouTube embed (as a link, no frame) come through', async ({ visit }) => {
    const tags = await visit('/featurestory?article=title-with-special-characters', { screenshots: false })
    await expect(tags.getByRole('heading', { name: 'Latin Character Tests', level: 2 })).toBeVisible()
    const video = await visit('/featurestory?article=post-format-video-youtube', { screenshots: false })
    await expect(video.getByRole('link', { name: 'Watch the video on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=SQEQr7c0-dw',
    )
    expect(await video.locator('iframe').count()).toBe(0)
  })

  test('the draft, the password-protected, the private and the future post are not on the site', async ({
    request,
  }) => {
    for (const slug of ['draft', 'template-password-protected', 'private-notes', 'scheduled'])
      expect((await request.get(`/featurestory?article=${slug}`)).status(), slug).toBe(404)
    // Nor do their old addresses lead anywhere.
    for (const id of [1164, 1168, 99001]) expect((await noFollow(request, `/?p=${id}`)).status, `/?p=${id}`).toBe(404)
  })

  test('old addresses answer 308 to the new page: /?p=<id>, the guid, the dated permalink', async ({ request }) => {
    const target = '/featurestory?article=post-format-image-caption'
    expect(await noFollow(request, '/?p=1163')).toEqual({ status: 308, location: target })
    expect(await noFollow(request, '/?p=674')).toEqual({ status: 308, location: target })
    // With its trailing slash or without, one hop straight to the new page.
    expect(await noFollow(request, '/2010/08/07/post-format-image-caption/')).toEqual({ status: 308, location: target })
    expect(await noFollow(request, '/2010/08/07/post-format-image-caption')).toEqual({ status: 308, location: target })
    const followed = await request.get('/2010/08/07/post-format-image-caption/')
    expect(followed.status()).toBe(200)
    expect(followed.url()).toContain(target)
    expect((await noFollow(request, '/category/post-formats/')).status).toBe(308)
    expect(await noFollow(request, '/category/post-formats/')).toEqual(
      await noFollow(request, '/category/post-formats'),
    )
    expect((await noFollow(request, '/?p=424242')).status).toBe(404)
  })

  test("the old site's pages are pages editors compose, at their own addresses or, in another script, at the page's id", async ({
    visit,
    request,
  }) => {
    expect(counts(firstReport, 'page')[0]).toBeGreaterThanOrEqual(15)
    const page = await visit('/level-1/level-2/level-3')
    await expect(page.getByRole('heading', { level: 1, name: 'Level 3' })).toBeVisible()
    const alignment = await visit('/about/page-image-alignment', { screenshots: false })
    await expect(alignment.getByRole('heading', { level: 1, name: 'Page Image Alignment' })).toBeVisible()
    // A page kept at its address needs no redirect but its old query address; a Greek one moves to its id.
    expect(await noFollow(request, '/?page_id=172')).toEqual({ status: 308, location: '/level-1/level-2/level-3' })
    expect(await noFollow(request, '/?page_id=1811')).toEqual({ status: 308, location: '/greek/page-1811' })
    expect((await request.get('/greek/page-1811')).status()).toBe(200)
    // Its old permalink, percent-encoded as WordPress wrote it (the export's link has `//greek`), and its child's.
    const greek = '/greek/%ce%b5%cf%80%ce%af%cf%80%ce%b5%ce%b4%ce%bf-2/'
    for (const [old, now] of [
      [greek, '/greek/page-1811'],
      [`${greek}%ce%b5%cf%80%ce%af%cf%80%ce%b5%ce%b4%ce%bf-3/`, '/greek/page-1813'],
    ]) {
      const answer = await request.get(old)
      expect({ old, status: answer.status(), path: new URL(answer.url()).pathname }).toEqual({
        old,
        status: 200,
        path: now,
      })
    }
  })

  test('a second run changes nothing', async () => {
    test.setTimeout(240_000)
    const second = await runImport('second')
    for (const kind of ['feature story', 'page', 'picture', 'redirect', 'scheduled publish']) {
      const [created, updated, unchanged] = counts(second, kind)
      expect({ kind, created, updated }).toEqual({ kind, created: 0, updated: 0 })
      expect(unchanged).toBeGreaterThan(0)
    }
    expect(second).toContain('Cache: nothing changed, nothing to expire')
  })
})
