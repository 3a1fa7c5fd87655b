import { ADMIN, adminAuth, signInToAdmin } from './admin-api'
import { expect, test } from './fixtures'

test.describe('CMS access', () => {
  test('the admin panel accepts the seeded administrator', async ({ page }) => {
    await signInToAdmin(page, ADMIN)
    await expect(page.getByText('Site settings').first()).toBeVisible()
  })

  test('anonymous callers cannot read information requests or write anything', async ({ request }) => {
    expect((await request.get('/api/information-requests')).status()).toBe(403)
    expect((await request.post('/api/information-requests', { data: { firstName: 'x' } })).status()).toBe(403)
    expect((await request.post('/api/banners', { data: { title: 'x' } })).status()).toBe(403)
    expect((await request.post('/api/globals/site-settings', { data: { tagline: 'hacked' } })).status()).toBe(403)
    expect(
      (
        await request.post('/api/users', { data: { email: 'x@y.z', password: 'secret123', roles: ['admin'] } })
      ).status(),
    ).toBe(403)
    expect((await request.get('/api/users')).status()).toBe(403)
  })

  test('anonymous callers can neither schedule a change nor run the jobs queue', async ({ request }) => {
    // A scheduled publish is a job in Payload's jobs collection, which nobody writes through the API.
    const scheduled = await request.post('/api/payload-jobs', {
      data: {
        taskSlug: 'schedulePublish',
        input: { type: 'publish', doc: { relationTo: 'stories', value: 1 } },
        waitUntil: new Date().toISOString(),
      },
    })
    expect(scheduled.status()).toBe(403)
    expect((await request.get('/api/payload-jobs')).status()).toBe(403)
    // Payload's endpoints that run the queue and queue scheduled tasks answer 401 to whoever jobs.access.run refuses.
    expect((await request.get('/api/payload-jobs/run')).status()).toBe(401)
    expect((await request.get('/api/payload-jobs/handle-schedules')).status()).toBe(401)
  })

  test('anonymous callers read published content through the API', async ({ request }) => {
    const response = await request.get('/api/globals/site-settings')
    expect(response.status()).toBe(200)
    expect((await response.json()).universityName).toBeTruthy()
  })
})

test.describe('freshness without a rebuild', () => {
  test('a changed setting shows on the next page load', async ({ page, request }) => {
    const headers = await adminAuth(request)
    const before = (await (await request.get('/api/globals/site-settings')).json()) as { tagline: string }
    const tagline = `Fresh tagline ${Date.now()}`
    try {
      await page.addInitScript(() => window.localStorage.setItem('modalSeen', 'true'))
      await page.goto('/privacy')
      await expect(page.getByRole('banner')).not.toContainText(tagline)
      const saved = await request.post('/api/globals/site-settings', { headers, data: { tagline } })
      expect(saved.status()).toBe(200)
      await page.reload()
      await expect(page.getByRole('banner')).toContainText(tagline)
    } finally {
      await request.post('/api/globals/site-settings', { headers, data: { tagline: before.tagline } })
    }
  })
})

test.describe('freshness of records', () => {
  test('an edited record shows on its public page on the next load', async ({ page, request }) => {
    const headers = await adminAuth(request)
    const list = await request.get('/api/directory-entries?limit=1&sort=name&depth=0')
    const entry = (await list.json()).docs[0] as { id: number; name: string }
    const renamed = `${entry.name} (renamed ${Date.now()})`
    try {
      await page.addInitScript(() => window.localStorage.setItem('modalSeen', 'true'))
      await page.goto('/searchDepartment')
      await expect(page.getByRole('main')).toContainText(entry.name)
      await expect(page.getByRole('main')).not.toContainText(renamed)
      const saved = await request.patch(`/api/directory-entries/${entry.id}`, { headers, data: { name: renamed } })
      expect(saved.status()).toBe(200)
      await page.reload()
      await expect(page.getByRole('main')).toContainText(renamed)
    } finally {
      await request.patch(`/api/directory-entries/${entry.id}`, { headers, data: { name: entry.name } })
    }
  })
})
