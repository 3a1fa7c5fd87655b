/**
 * Accessibility and readability checks as editors type (issue 36, item 2): a story with a picture
 * lacking its text alternative and a “click here” link shows both errors in the checks panel and
 * cannot be published, saying why; describing the picture in Media and naming the link's
 * destination lets it publish; the accessibility report then lists it for the warning it keeps
 * (a paragraph in capitals). The rules themselves are unit-tested (lib/cms/checks/accessibility/).
 */
import { axe } from './axe'
import type { APIRequestContext } from '@playwright/test'
import { adminAuth, EDITOR, signInToAdmin } from './admin-api'
import { expect, expectAccessible, lookAt, test, WIDTHS } from './fixtures'

// A valid 4 × 4 PNG (every upload goes through sharp).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4Y2wMRwzEcQD7ExMhwLzAsQAAAABJRU5ErkJggg==',
  'base64',
)
const CAPITALS = 'APPLICATIONS CLOSE ON THE LAST FRIDAY OF JUNE'

const text = (t: string) => ({ type: 'text', text: t, version: 1, format: 0, mode: 'normal', style: '', detail: 0 })
const paragraph = (...children: unknown[]) => ({
  type: 'paragraph',
  version: 1,
  format: '',
  indent: 0,
  direction: 'ltr',
  textFormat: 0,
  children,
})

function storyContent(pictureId: number | string, linkText = 'click here') {
  const link = {
    type: 'link',
    version: 3,
    format: '',
    indent: 0,
    direction: 'ltr',
    fields: { linkType: 'custom', url: '/generaladmission', newTab: false },
    children: [text(linkText)],
  }
  const picture = { type: 'upload', version: 3, format: '', fields: null, relationTo: 'media', value: pictureId }
  return {
    root: {
      type: 'root',
      version: 1,
      format: '',
      indent: 0,
      direction: 'ltr',
      children: [
        paragraph(text('Applications for the September intake are open: '), link, text('.')),
        picture,
        paragraph(text(CAPITALS)),
      ],
    },
  }
}

type Doc = { id: number; alt?: string | null; _status?: string }

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as T
}

test('an editor sees a picture without its alternative and a “click here” link refuse publishing, fixes both, and finds the story in the accessibility report', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000)
  const headers = await adminAuth(request, EDITOR)
  const stamp = Date.now()
  const picture = (
    await json<{ doc: Doc }>(
      await request.post('/api/media', {
        headers,
        multipart: {
          file: { name: `open-day-${stamp}.png`, mimeType: 'image/png', buffer: PNG },
          _payload: JSON.stringify({}),
        },
      }),
    )
  ).doc
  const [cover] = (
    await json<{ docs: Doc[] }>(
      await request.get('/api/media?limit=1&depth=0&sort=id&where[alt][exists]=true', { headers }),
    )
  ).docs
  const title = `September intake ${stamp}`
  const story = (
    await json<{ doc: Doc }>(
      await request.post('/api/stories?draft=true', {
        headers,
        data: { title, author: 'Admissions', cover: cover.id, content: storyContent(picture.id), _status: 'draft' },
      }),
    )
  ).doc

  // Publishing through the API is refused for both, each saying why and how to fix it.
  const refused = await request.patch(`/api/stories/${story.id}`, { headers, data: { _status: 'published' } })
  expect(refused.status()).toBe(400)
  const why = ((await refused.json()) as { errors: { data?: { errors?: { message: string }[] } }[] }).errors
    .flatMap((e) => e.data?.errors ?? [])
    .map((e) => e.message)
  expect(why).toEqual([
    expect.stringMatching(/^Picture 1 in the text has no text alternative\. Describe what it shows/),
    expect.stringMatching(/^The link text “click here” does not say where it leads\. Make the link’s words name/),
  ])

  await signInToAdmin(page, EDITOR)
  await page.goto(`/admin/collections/stories/${story.id}`)
  const panel = page.getByTestId('publishing-checks')
  await expect(panel).toContainText('2 errors (publishing is refused until fixed)', { timeout: 30_000 })
  await expect(panel).toContainText('Picture 1 in the text has no text alternative.')
  await expect(panel).toContainText('The link text “click here” does not say where it leads.')
  await expect(panel).toContainText(`A paragraph “${CAPITALS.slice(0, 39)}…” is in capitals.`)
  const panelAxe = await axe(page)
    .include('[data-testid="publishing-checks"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(panelAxe.violations.map((v) => v.id)).toEqual([])
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 900 })
    await panel.scrollIntoViewIfNeeded()
    await lookAt(page, { path: `e2e/screenshots/admin_accessibility-checks-${label}.png` })
  }
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 })

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText(/invalid/i)).toBeVisible({
    timeout: 30_000,
  })
  expect((await json<Doc>(await request.get(`/api/stories/${story.id}?depth=0`, { headers })))._status).toBe('draft')

  // The fix for the picture: describe it in Media.
  await page.goto(`/admin/collections/media/${picture.id}`)
  await page.getByLabel('Text alternative (describe the image)').fill('Visitors queueing at the admissions desk')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 30_000 })

  // The fix for the link: words that name where it leads. Saved as the draft through the API, as
  // the editor's form would: retyping a link's text in the browser's editor is the editor's own
  // behaviour (Lexical), not the checks', and under a test runner its selection is unreliable.
  const fixed = await request.patch(`/api/stories/${story.id}?draft=true`, {
    headers,
    data: { content: storyContent(picture.id, 'the admission requirements'), _status: 'draft' },
  })
  expect(fixed.status(), await fixed.text()).toBe(200)
  await page.goto(`/admin/collections/stories/${story.id}`)
  await expect(page.locator('[data-lexical-editor="true"] a')).toHaveText('the admission requirements')
  await expect(panel).not.toContainText('no text alternative')
  await expect(panel).toContainText('0 errors', { timeout: 30_000 })
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible({
    timeout: 30_000,
  })
  await expect
    .poll(async () => (await json<Doc>(await request.get(`/api/stories/${story.id}?depth=0`, { headers })))._status)
    .toBe('published')

  // The report lists the published story for the warning it keeps.
  await page.goto('/admin/accessibility-report')
  const row = page.getByTestId('accessibility-report').locator('tbody').filter({ hasText: title })
  await expect(row).toContainText('is in capitals')
  await expect(row.getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
    'href',
    `/admin/collections/stories/${story.id}`,
  )
  await expectAccessible(page, '/admin/accessibility-report')
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 900 })
    await lookAt(page, { path: `e2e/screenshots/admin_accessibility-report-${label}.png`, fullPage: true })
  }
})
