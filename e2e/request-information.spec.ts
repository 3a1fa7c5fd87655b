import { request as playwrightRequest, type Page } from '@playwright/test'
import { LOCATIONS, PROGRAMME_LEVELS, PROGRAMME_LISTS } from '../features/request-information/fields/enumerations'
import { adminAuth } from './admin-api'
import { expect, test } from './fixtures'

const SUCCESS = 'Your request has been submitted. We will contact you in no later than 3 working days'

const REQUIRED_MESSAGES: [string, string][] = [
  ['First name', 'Please enter your first name'],
  ['Middle name', 'Please enter your middle name'],
  ['Last name', 'Please enter your last name'],
  ['Telephone', 'Please enter your telephone no.'],
  ['Email address', 'Please enter an email address'],
  ['How did we meet?', 'Please tell us your location'],
  ['Grade', 'Please tell us what grade you are in'],
  ['Last/current school', 'Please tell us your last/current school'],
  ['Programme level', 'Please tell us the category of your academic interest'],
]

/** The control labelled `label` (required fields carry a visual asterisk after the label text). */
function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`))
}

/** Spec §5's eight graduate programmes, the seeded graduate programmes. */
const GRADUATE_PROGRAMMES = [
  'Biology',
  'Business Administration',
  'Counselling Psychology',
  'Education',
  'Educational Psychology',
  'Information Systems',
  'Public Health',
  'Science Education',
]

/** The programme choices the form offers at each level, in its order. */
async function formChoices(page: Page) {
  const choices: Record<string, string[]> = {}
  for (const level of PROGRAMME_LEVELS) {
    await field(page, 'Programme level').selectOption(level)
    const list = page.getByLabel(PROGRAMME_LISTS[level].label, { exact: true })
    await expect(list).toBeVisible()
    choices[level] = (await list.locator('option').allTextContents()).slice(1)
  }
  return choices
}

/** The programmes a list page shows: each card's name and the address of its page. */
async function cardsOf(page: Page) {
  return page
    .getByRole('main')
    .locator('li:has(> .card-body > h2)')
    .evaluateAll((cards) =>
      cards.map((card) => ({
        name: card.querySelector('h2')!.textContent!.trim(),
        href: card.querySelector('a[href]')!.getAttribute('href')!,
      })),
    )
}

async function waitForHumanCheck(page: Page) {
  await expect(page.getByText('Spam check complete: your request is ready to send.')).toBeVisible({ timeout: 30_000 })
}

test.describe('request information form', () => {
  test('shows each message beside its field for an empty submit and sends nothing', async ({ visit }) => {
    const page = await visit('/request_information')
    await expect(page.getByRole('heading', { level: 1, name: 'Request Information' })).toBeVisible()
    let posted = 0
    page.on('request', (r) => {
      if (r.url().includes('/api/request-information')) posted += 1
    })
    await page.getByRole('button', { name: 'Submit request' }).click()

    for (const [label, message] of REQUIRED_MESSAGES) {
      const control = field(page, label)
      await expect(control).toHaveAttribute('aria-invalid', 'true')
      const describedBy = await control.getAttribute('aria-describedby')
      expect(describedBy, label).toBeTruthy()
      await expect(page.locator(`[id="${describedBy!.split(' ').pop()}"]`)).toHaveText(message)
    }
    const gender = page.getByRole('group', { name: 'Gender' })
    await expect(gender.getByText('Please choose your gender')).toBeVisible()
    await expect(field(page, 'First name')).toBeFocused()
    await expect(page.getByRole('main').getByRole('status').first()).toContainText('10 fields need your attention')
    // The messages clear as the person corrects the fields.
    await field(page, 'First name').fill('Ana')
    await expect(page.getByText('Please enter your first name')).toHaveCount(0)
    expect(posted).toBe(0)
  })

  test('without JavaScript the page says the form needs it and gives the admissions address', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/request_information')
    await expect(page.getByRole('heading', { level: 1, name: 'Request Information' })).toBeVisible()
    // Playwright's text and role locators skip what is inside <noscript>; the browser shows it.
    const note = page.locator('main noscript p')
    await expect(note).toBeVisible()
    await expect(note).toContainText('This form needs JavaScript, which is off in this browser.')
    await expect(note.locator('a')).toHaveText('admissions@example.edu')
    await expect(note.locator('a')).toHaveAttribute('href', 'mailto:admissions@example.edu')
    // No axe here: it runs as a script in the page, and with the page's scripts off its timers never fire.
    // The page around the note is the one every other test of this form checks with axe.
    await context.close()
  })

  test('the spam check starts only once the visitor starts on the form', async ({ visit }) => {
    const page = await visit('/request_information', { screenshots: false })
    let challenges = 0
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/altcha') challenges += 1
    })
    await expect(
      page.getByText('A quick automatic spam check runs in the background once you start on the form.'),
    ).toBeVisible()
    await page.waitForTimeout(1_000)
    expect(challenges, 'no challenge fetched before the visitor starts').toBe(0)
    await field(page, 'First name').focus()
    await waitForHumanCheck(page)
    expect(challenges).toBe(1)
  })

  test("what a visitor types before the form's code has arrived is kept, and a submit made then waits for it", async ({
    page,
    visit,
  }) => {
    // The form's code is not in the page's first load (it is hydrated on first use): hold back
    // every script the HTML does not load itself, so that the visitor is ahead of it.
    const html = await (await page.request.get('/request_information')).text()
    const firstLoad = new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"'?]+\.js/g)].map((m) => m[0]))
    let heldBack = 0
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/**', async (route) => {
      if (!firstLoad.has(new URL(route.request().url()).pathname)) {
        heldBack += 1
        await released
      }
      await route.continue()
    })
    await visit('/request_information', { screenshots: false })
    await field(page, 'First name').fill('Ana')
    await field(page, 'Telephone').pressSequentially('8765550199')
    await page.getByRole('radio', { name: 'Yes' }).check()
    // The church fields follow the answer only once the form's code is here.
    await expect(page.getByLabel('Church conference')).toHaveCount(0)
    await field(page, 'Programme level').selectOption('Certificate')
    await page.getByRole('button', { name: 'Submit request' }).click()
    expect(heldBack, 'scripts loaded after the first load').toBeGreaterThan(0)
    release()

    // Once it is here, the form takes what was typed and checks the submission it held.
    await expect(page.getByRole('main').getByRole('status').first()).toContainText('fields need your attention', {
      timeout: 20_000,
    })
    await expect(field(page, 'First name')).toHaveValue('Ana')
    await expect(field(page, 'First name')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'Telephone')).toHaveValue('(876)555-0199')
    await expect(field(page, 'Telephone')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Church conference')).toBeVisible()
    await expect(page.getByLabel('Certificate choice', { exact: true })).toBeVisible()
    await expect(field(page, 'Middle name')).toBeFocused()
    // Never the browser's own submission, which puts every answer in the address.
    expect(new URL(page.url()).search).toBe('')
  })

  test('masks the telephone, shows church fields for Adventists and one programme list per level', async ({
    visit,
  }) => {
    const page = await visit('/request_information', { screenshots: false })
    const phone = field(page, 'Telephone')
    await expect(phone).toHaveAttribute('placeholder', '(xxx) xxx xxxx')
    await phone.pressSequentially('8765551234')
    await expect(phone).toHaveValue('(876)555-1234')

    await expect(page.getByLabel('Church conference')).toHaveCount(0)
    await page.getByRole('radio', { name: 'Yes' }).check()
    await expect(page.getByLabel('Church conference')).toBeVisible()
    await expect(page.getByLabel('Name of Church')).toBeVisible()
    await page.getByRole('button', { name: 'Submit request' }).click()
    await expect(page.getByText('Please enter your church conference')).toBeVisible()
    await expect(page.getByText('Please enter your church name')).toBeVisible()
    await page.getByRole('radio', { name: 'No' }).check()
    await expect(page.getByLabel('Church conference')).toHaveCount(0)
    await expect(page.getByLabel('Name of Church')).toHaveCount(0)

    const level = field(page, 'Programme level')
    await expect(level.locator('option')).toHaveText(['Choose a level', ...PROGRAMME_LEVELS])
    await expect(page.getByLabel(/Certificate choice|Undergraduate programme|Graduate programme/)).toHaveCount(0)

    await level.selectOption('Certificate')
    await expect(page.getByLabel('Certificate choice')).toBeVisible()
    await expect(page.getByLabel('Certificate choice').locator('option', { hasText: 'CompTIA A+' })).toHaveCount(1)
    await expect(page.getByLabel(/Undergraduate programme|Graduate programme/)).toHaveCount(0)

    await level.selectOption('Undergraduate')
    const ug = page.getByLabel('Undergraduate programme')
    await expect(ug).toBeVisible()
    await expect(ug.locator('option', { hasText: 'Nursing' })).toHaveCount(1)
    await expect(page.getByLabel(/Certificate choice|^Graduate programme/)).toHaveCount(0)

    await level.selectOption('Graduate')
    const grad = field(page, 'Graduate programme')
    await expect(grad.locator('option')).toHaveText(['Choose a programme (optional)', ...GRADUATE_PROGRAMMES])
    await expect(field(page, 'How did we meet?').locator('option')).toHaveText(['Choose one', ...LOCATIONS])
    await expect(page.getByText(/contact you by a call or a message on a messaging app/)).toBeVisible()
  })

  test('offers as choices exactly the programmes the list pages show, each with its page', async ({
    visit,
    request,
  }) => {
    test.setTimeout(180_000)
    // Other specs publish and rename programmes for a moment: compare again until nothing moves.
    await expect(async () => {
      const form = await formChoices(await visit('/request_information', { screenshots: false }))
      expect(form.Certificate.length, 'about 50 certificates').toBeGreaterThanOrEqual(45)
      expect(form.Undergraduate.length, 'about 40 undergraduate programmes').toBeGreaterThanOrEqual(38)

      const certificates = await visit('/certificateprograms', { screenshots: false })
      const rows = await certificates.getByRole('main').locator('tbody th[scope="row"]').allTextContents()
      expect(form.Certificate.toSorted(), 'certificates: form and /certificateprograms').toEqual(
        rows.map((r) => r.trim()).toSorted(),
      )

      for (const [level, path] of [
        ['Undergraduate', '/undergradprograms'],
        ['Graduate', '/gradprograms'],
      ] as const) {
        const cards = await cardsOf(await visit(path, { screenshots: false }))
        expect(form[level].toSorted(), `${level}: form and ${path}`).toEqual(cards.map((c) => c.name).toSorted())
        for (const { name, href } of cards) {
          const detail = await request.get(href)
          expect(detail.status(), `${name}: ${href}`).toBe(200)
          expect(await detail.text(), `${name}: ${href}`).toContain(name)
        }
      }
    }).toPass({ timeout: 150_000 })
  })

  test('a programme an editor publishes is a choice at once, and is gone once deleted', async ({ visit, baseURL }) => {
    const admin = await playwrightRequest.newContext({ baseURL })
    const name = `E2E Certificate in Beekeeping ${Date.now()}`
    let id: number | undefined
    const certificateChoices = async () => {
      const page = await visit('/request_information', { screenshots: false })
      await field(page, 'Programme level').selectOption('Certificate')
      return page.getByLabel('Certificate choice').locator('option').allTextContents()
    }
    try {
      const headers = await adminAuth(admin)
      const created = await admin.post('/api/programmes', {
        headers,
        data: { name, kind: 'certificate', certificateLevel: 'Certificate', _status: 'published' },
      })
      expect(created.status()).toBe(201)
      id = ((await created.json()) as { doc: { id: number } }).doc.id
      expect(await certificateChoices()).toContain(name)

      expect((await admin.delete(`/api/programmes/${id}`, { headers })).status()).toBe(200)
      id = undefined
      expect(await certificateChoices()).not.toContain(name)
    } finally {
      if (id !== undefined) await admin.delete(`/api/programmes/${id}`, { headers: await adminAuth(admin) })
      await admin.dispose()
    }
  })

  test('submits a valid request, shows the notice for 7 seconds, clears the form and stores the request', async ({
    visit,
    baseURL,
  }) => {
    const page = await visit('/request_information', { screenshots: false })
    const email = `e2e-form-${Date.now()}@example.com`
    await field(page, 'First name').fill('Kemar')
    await field(page, 'Middle name').fill('O’Neil')
    await field(page, 'Last name').fill('Campbell')
    await field(page, 'Telephone').pressSequentially('8765550199')
    await field(page, 'Email address').fill(email)
    await page.getByRole('radio', { name: 'Male', exact: true }).check()
    await field(page, 'How did we meet?').selectOption('Church Representative')
    await field(page, 'Grade').selectOption('Grade 11')
    await field(page, 'Last/current school').fill('Cornwall College')
    await page.getByRole('radio', { name: 'Yes' }).check()
    await page.getByLabel('Church conference').fill('West Jamaica Conference')
    await page.getByLabel('Name of Church').fill('Montego Bay Church')
    await field(page, 'Programme level').selectOption('Undergraduate')
    await page.getByLabel('Undergraduate programme').selectOption('Computer Science')
    await page.getByLabel('Additional information').fill('When does the fall semester start?')
    await waitForHumanCheck(page)

    const shownAt = Date.now()
    await page.getByRole('button', { name: 'Submit request' }).click()
    const notice = page.getByText(SUCCESS)
    await expect(notice).toBeVisible()
    // Top right of the window.
    const box = await notice.boundingBox()
    const viewport = page.viewportSize()!
    expect(box!.x + box!.width).toBeGreaterThan(viewport.width * 0.6)
    expect(box!.y).toBeLessThan(viewport.height / 3)

    // The fields are cleared and a fresh challenge is solved, without a reload.
    await expect(field(page, 'First name')).toHaveValue('')
    await expect(field(page, 'Telephone')).toHaveValue('')
    await expect(page.getByLabel('Church conference')).toHaveCount(0)
    await waitForHumanCheck(page)

    // Still shown after 6 s, gone after about 7 s.
    await page.waitForTimeout(Math.max(0, 6_000 - (Date.now() - shownAt)))
    await expect(notice).toBeVisible()
    await expect(notice).toBeHidden({ timeout: 4_000 })

    const admin = await playwrightRequest.newContext({ baseURL })
    try {
      const headers = await adminAuth(admin)
      const response = await admin.get(`/api/information-requests?where[email][equals]=${encodeURIComponent(email)}`, {
        headers,
      })
      const { docs } = (await response.json()) as { docs: Record<string, unknown>[] }
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({
        firstName: 'Kemar',
        middleName: 'O’Neil',
        lastName: 'Campbell',
        telephone: '(876)555-0199',
        email,
        gender: 'Male',
        location: 'Church Representative',
        grade: 'Grade 11',
        lastSchool: 'Cornwall College',
        adventist: 'yes',
        churchConference: 'West Jamaica Conference',
        churchDistrict: 'Montego Bay Church',
        degreeType: 'Undergraduate',
        degreeChoice: 'Computer Science',
        programChoice: '',
        additionInfo: 'When does the fall semester start?',
      })
      expect(docs[0].entryDate).toBeTruthy()
    } finally {
      await admin.dispose()
    }
  })

  test('keeps what was typed and says what to do when the server refuses', async ({ visit }) => {
    const page = await visit('/request_information', { screenshots: false })
    await page.route('**/api/request-information', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '30' },
        body: JSON.stringify({
          error: 'Too many requests from your connection. Please wait 30 seconds and try again.',
        }),
      }),
    )
    await field(page, 'First name').fill('Ana')
    await field(page, 'Middle name').fill('M')
    await field(page, 'Last name').fill('Brown')
    await field(page, 'Telephone').pressSequentially('8765551234')
    await field(page, 'Email address').fill('ana@example.com')
    await page.getByRole('radio', { name: 'Female' }).check()
    await field(page, 'How did we meet?').selectOption('N/A')
    await field(page, 'Grade').selectOption('Graduated')
    await field(page, 'Last/current school').fill('St Andrew High School')
    await field(page, 'Programme level').selectOption('Certificate')
    await waitForHumanCheck(page)
    await page.getByRole('button', { name: 'Submit request' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please wait 30 seconds and try again.' })).toBeVisible()
    await expect(field(page, 'First name')).toHaveValue('Ana')
    await expect(field(page, 'Telephone')).toHaveValue('(876)555-1234')
  })
})
