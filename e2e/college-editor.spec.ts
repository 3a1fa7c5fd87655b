/**
 * College editors (README, Editors): one college's page, departments, programmes and tagged
 * stories, and nothing else, refused by the API as by the admin.
 */
import type { APIRequestContext } from '@playwright/test'
import { adminAuth, COLLEGE_EDITOR, signInToAdmin } from './admin-api'
import { expect, lookAt, test } from './fixtures'

type Doc = {
  id: number
  name?: string
  title?: string
  department?: number | { id: number; college?: number | { id: number } }
  college?: number
}

async function docs(request: APIRequestContext, path: string, headers?: Record<string, string>): Promise<Doc[]> {
  const response = await request.get(path, { headers })
  expect(response.status(), path).toBe(200)
  return ((await response.json()) as { docs: Doc[] }).docs
}

/** The colleges and departments as the administrator sees them, and the programmes of CNAS and of another college. */
async function fixtures(request: APIRequestContext) {
  const admin = await adminAuth(request)
  const colleges = (await docs(request, '/api/colleges?limit=20&depth=0', admin)) as (Doc & { code: string })[]
  const own = colleges.find((c) => c.code === COLLEGE_EDITOR.college)!
  const other = colleges.find((c) => c.code === 'HUBBS')!
  const departments = await docs(request, '/api/departments?limit=100&depth=0', admin)
  const ownDepartments = new Set(departments.filter((d) => d.college === own.id).map((d) => d.id))
  const otherDepartment = departments.find((d) => d.college === other.id)!
  const programmes = await docs(request, '/api/programmes?limit=500&depth=0&draft=true', admin)
  const ownProgrammes = programmes.filter((p) => ownDepartments.has(p.department as number))
  const otherProgramme = programmes.find((p) => p.department === otherDepartment.id)!
  return { admin, own, other, ownDepartments, otherDepartment, ownProgrammes, otherProgramme }
}

test.describe('a college editor', () => {
  test('changes their college’s programme and is refused on another college’s', async ({ request }) => {
    const f = await fixtures(request)
    const editor = await adminAuth(request, COLLEGE_EDITOR)
    const [programme] = f.ownProgrammes
    const original = (await (
      await request.get(`/api/programmes/${programme.id}?depth=0&draft=true`, { headers: f.admin })
    ).json()) as { duration?: string }
    try {
      const saved = await request.patch(`/api/programmes/${programme.id}`, {
        headers: editor,
        data: { duration: '4 years (edited by the college)' },
      })
      expect(saved.status()).toBe(200)
      expect(((await saved.json()) as { doc: { duration: string } }).doc.duration).toBe(
        '4 years (edited by the college)',
      )

      const refused = await request.patch(`/api/programmes/${f.otherProgramme.id}`, {
        headers: editor,
        data: { duration: 'hijacked' },
      })
      expect([403, 404]).toContain(refused.status())
      const untouched = (await (
        await request.get(`/api/programmes/${f.otherProgramme.id}?depth=0&draft=true`, { headers: f.admin })
      ).json()) as {
        duration?: string
      }
      expect(untouched.duration).not.toBe('hijacked')

      // Moving their programme to another college's department is refused, and nothing changes.
      const moved = await request.patch(`/api/programmes/${programme.id}`, {
        headers: editor,
        data: { department: f.otherDepartment.id },
      })
      expect(moved.status()).toBe(403)
      const still = (await (
        await request.get(`/api/programmes/${programme.id}?depth=0&draft=true`, { headers: f.admin })
      ).json()) as { department: number }
      expect(f.ownDepartments.has(still.department)).toBe(true)
    } finally {
      await request.patch(`/api/programmes/${programme.id}`, {
        headers: f.admin,
        data: { duration: original.duration ?? null },
      })
    }
  })

  test('creates programmes only in their college’s departments', async ({ request }) => {
    const f = await fixtures(request)
    const editor = await adminAuth(request, COLLEGE_EDITOR)
    const name = `Programme made elsewhere ${Date.now()}`
    const refused = await request.post('/api/programmes', {
      headers: editor,
      data: { name, kind: 'undergraduate', department: f.otherDepartment.id },
    })
    expect(refused.status()).toBe(403)
    expect(
      await docs(
        request,
        `/api/programmes?where[name][equals]=${encodeURIComponent(name)}&draft=true&depth=0`,
        f.admin,
      ),
    ).toHaveLength(0)

    const ownName = `Programme made at home ${Date.now()}`
    const created = await request.post('/api/programmes', {
      headers: editor,
      data: { name: ownName, kind: 'undergraduate', department: [...f.ownDepartments][0] },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: Doc }
    expect((await request.delete(`/api/programmes/${doc.id}`, { headers: editor })).status()).toBe(200)
  })

  test('reads only their college’s records, and cannot touch users, Site settings or other content', async ({
    request,
  }) => {
    const f = await fixtures(request)
    const editor = await adminAuth(request, COLLEGE_EDITOR)
    const seen = await docs(request, '/api/programmes?limit=500&depth=0&draft=true', editor)
    expect(seen.map((p) => p.id).sort()).toEqual(f.ownProgrammes.map((p) => p.id).sort())
    const colleges = await docs(request, '/api/colleges?depth=0', editor)
    expect(colleges.map((c) => c.id)).toEqual([f.own.id])
    expect(
      (await request.patch(`/api/colleges/${f.other.id}`, { headers: editor, data: { summary: 'hijacked' } })).status(),
    ).toBeGreaterThanOrEqual(403)
    expect((await request.patch(`/api/colleges/${f.own.id}`, { headers: editor, data: {} })).status()).toBe(200)
    // A college's code is what its page is built for: nobody changes it, administrators included.
    for (const headers of [editor, f.admin])
      await request.patch(`/api/colleges/${f.own.id}`, { headers, data: { code: 'RENAMED' } })
    expect((await (await request.get(`/api/colleges/${f.own.id}?depth=0`, { headers: f.admin })).json()).code).toBe(
      f.own.code,
    )

    expect(
      (
        await request.post('/api/users', {
          headers: editor,
          data: { email: `new-${Date.now()}@example.edu`, password: 'a long unusual passphrase 42', roles: ['admin'] },
        })
      ).status(),
    ).toBe(403)
    expect(
      (await request.post('/api/globals/site-settings', { headers: editor, data: { tagline: 'hacked' } })).status(),
    ).toBe(403)
    expect((await request.post('/api/banners', { headers: editor, data: { title: 'x' } })).status()).toBe(403)
    expect((await request.get('/api/information-requests', { headers: editor })).status()).toBe(403)

    // Their own account: they cannot move themselves to another college.
    const me = (await (await request.get('/api/users/me', { headers: editor })).json()) as { user: { id: number } }
    await request.patch(`/api/users/${me.user.id}`, {
      headers: editor,
      data: { college: f.other.id, roles: ['admin'] },
    })
    const after = (await (await request.get(`/api/users/${me.user.id}?depth=0`, { headers: f.admin })).json()) as {
      college: number
      roles: string[]
    }
    expect(after).toMatchObject({ college: f.own.id, roles: ['college-editor'] })
  })

  test('edits the stories tagged with their college and no other', async ({ request }) => {
    const f = await fixtures(request)
    const editor = await adminAuth(request, COLLEGE_EDITOR)
    const stories = (await docs(request, '/api/stories?limit=100&depth=0&draft=true', f.admin)) as (Doc & {
      colleges?: number[]
    })[]
    const tagged = stories.filter((s) => s.colleges?.includes(f.own.id))
    const untagged = stories.find((s) => !s.colleges?.includes(f.own.id))!
    expect(tagged.length).toBeGreaterThan(0)
    const seen = await docs(request, '/api/stories?limit=100&depth=0&draft=true', editor)
    expect(seen.map((s) => s.id).sort()).toEqual(tagged.map((s) => s.id).sort())
    expect([403, 404]).toContain(
      (await request.patch(`/api/stories/${untagged.id}`, { headers: editor, data: { author: 'hijacked' } })).status(),
    )
    // Retagging their story to another college is refused.
    expect(
      (
        await request.patch(`/api/stories/${tagged[0].id}`, { headers: editor, data: { colleges: [f.other.id] } })
      ).status(),
    ).toBe(403)
  })

  test('sees only their college’s programmes in the admin', async ({ page, request }) => {
    const f = await fixtures(request)
    const hidden = (await (
      await request.get(`/api/programmes/${f.otherProgramme.id}?depth=0&draft=true`, { headers: f.admin })
    ).json()) as { name: string }
    const shown = (await (
      await request.get(`/api/programmes/${f.ownProgrammes[0].id}?depth=0&draft=true`, { headers: f.admin })
    ).json()) as { name: string }
    await signInToAdmin(page, COLLEGE_EDITOR)
    await page.goto(`/admin/collections/programmes?limit=100&sort=name`)
    const table = page.locator('.table table')
    await expect(table).toBeVisible()
    await expect(table.getByRole('link', { name: shown.name, exact: true })).toBeVisible()
    await expect(table.getByRole('link', { name: hidden.name, exact: true })).toHaveCount(0)
    await expect(table.locator('tbody tr')).toHaveCount(f.ownProgrammes.length)
    // Each row's department loads as it scrolls into view; every programme listed has one of the college's.
    for (const row of await table.locator('tbody tr').all()) await row.scrollIntoViewIfNeeded()
    await expect(table.getByText('<No Department>')).toHaveCount(0)
    await page.setViewportSize({ width: 1280, height: 900 })
    await lookAt(page, { path: 'e2e/screenshots/admin-college-editor-programmes-desktop.png', fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await lookAt(page, { path: 'e2e/screenshots/admin-college-editor-programmes-phone.png', fullPage: true })
  })
})
