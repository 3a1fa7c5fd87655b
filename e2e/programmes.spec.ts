import { EDITOR, publishInAdmin, signInToAdmin } from './admin-api'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'

test.describe('programmes, colleges and departments', () => {
  for (const path of [
    '/undergrad',
    '/grad',
    '/undergradprograms',
    '/gradprograms',
    '/searchdegree',
    '/extensionprograms',
    '/certificateprograms',
    '/minors',
    '/collegeschools',
    '/alldepartments',
    '/college_cnasahn',
    '/college_hubbs',
    '/college_bmh',
    '/college_el',
    '/college_srt',
  ]) {
    test(`${path} answers 200 with its own title`, async ({ visit }) => {
      const page = await visit(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await page.title()).not.toBe('')
    })
  }

  test('an undergraduate detail shows its tuition in the $amount.00 form and an unknown degree is 404', async ({
    visit,
    page,
  }) => {
    await visit('/undergrad?degree=nursing')
    await expect(page.getByRole('main')).toContainText(/\$[\d,]+\.00/)
    await visit('/undergrad?degree=no-such-degree', { status: 404, screenshots: false })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How did we get here')
  })

  test('programme pages state the admission rules of their level, as the admission pages do', async ({ visit }) => {
    const admission = await visit('/graduateadmission', { screenshots: false })
    const doctoralRow = admission.getByRole('row', { name: /Doctoral/ })
    await expect(doctoralRow).toContainText('3.30')
    const doctoral = await visit('/grad/education-graduate', { screenshots: false })
    const main = doctoral.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Matriculation requirements' })).toBeVisible()
    await expect(main).toContainText(
      'master’s degree from a recognised institution with a grade point average of at least 3.30',
    )
    await expect(main).not.toContainText('2.75')
    await expect(main.getByRole('link', { name: 'Graduate admission' }).first()).toHaveAttribute(
      'href',
      '/graduateadmission',
    )
    const masters = await visit('/grad/public-health-graduate', { screenshots: false })
    await expect(masters.getByRole('main')).toContainText('grade point average of at least 3.00')
    await expect(masters.getByRole('main')).toContainText('at least 2.67')
    const undergraduate = await visit('/undergrad?degree=nursing', { screenshots: false })
    await expect(undergraduate.getByRole('main')).toContainText('Meet at least one of these')
    await expect(undergraduate.getByRole('link', { name: 'Undergraduate admission' }).last()).toHaveAttribute(
      'href',
      '/undergradadmission',
    )
  })

  test('each college page shows its own people: achievers, graduate story and staff differ from college to college', async ({
    visit,
  }) => {
    const seen = new Map<string, string>()
    for (const path of ['/college_cnasahn', '/college_hubbs', '/college_bmh', '/college_el', '/college_srt']) {
      const page = await visit(path, { screenshots: false })
      const achievers = page.locator('section[aria-labelledby="achievers"]')
      const story = page.locator('section[aria-labelledby="story"]')
      const names = [
        ...(await achievers.locator('h3').allTextContents()),
        (await story.locator('blockquote').textContent()) ?? '',
      ]
      expect(names.length, path).toBeGreaterThanOrEqual(4)
      for (const name of names) {
        expect([path, name, seen.get(name)]).toEqual([path, name, undefined])
        seen.set(name, path)
      }
    }
  })

  test('the undergraduate list filters by name as the visitor types', async ({ visit, page }) => {
    await visit('/undergrad', { screenshots: false })
    const search = page.getByRole('searchbox').first()
    await search.fill('NURS')
    await expect(page.getByRole('main')).toContainText(/nursing/i)
  })

  test('older programme URLs redirect permanently', async ({ request }) => {
    for (const [from, to] of [
      ['/UndergradPrograms', '/undergrad'],
      ['/GradPrograms', '/grad'],
      ['/undergrad?degreeName=nursing&degreeType=u_programs', '/undergrad?degree=nursing'],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status(), from).toBe(308)
      expect(response.headers()['location'], from).toBe(to)
    }
  })

  test('the finder names each college in words and the doctoral level once (issue 33)', async ({ visit, page }) => {
    await visit('/searchdegree', { screenshots: false })
    const colleges = await page.getByLabel('College').locator('option').allTextContents()
    expect(colleges[0]).toBe('Any')
    expect(colleges.length).toBeGreaterThan(1)
    for (const name of colleges.slice(1)) expect(name).toMatch(/^(College|School) of /)
    const shown = await page.getByRole('table').locator('tbody td:nth-child(4)').allTextContents()
    for (const name of shown.filter(Boolean)) expect(name).toMatch(/^(College|School) of /)
    const levels = await page.getByLabel('Level').locator('option').allTextContents()
    expect(levels).toContain('Doctoral')
    expect(levels.filter((l) => /ph\.?\s?d/i.test(l))).toEqual([])
  })

  test('the finder answers a page at a time: page links and the form without script, typing with it, a shared URL', async ({
    browser,
    baseURL,
    visit,
    page,
    request,
  }) => {
    const rowNames = (p: Page) => p.getByRole('table').getByRole('rowheader').getByRole('link').allTextContents()
    const count = async (p: Page) =>
      Number((await p.getByRole('heading', { name: /programmes? found$/ }).textContent())?.match(/^\d+/)?.[0])

    // Without script, as a crawler or a phone with script off: one page of 50, links to the others, filters kept.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const noScript = await context.newPage()
    const main = 'Main campus (Mandeville)'
    await noScript.goto(`/searchdegree?campus=${encodeURIComponent(main)}`)
    const total = await count(noScript)
    expect(total).toBeGreaterThan(50)
    const first = await rowNames(noScript)
    expect(first).toHaveLength(50)
    const pages = noScript.getByRole('navigation', { name: 'Pages of results' })
    await pages.getByRole('link', { name: 'Next page' }).click()
    await expect(noScript).toHaveURL(/\/searchdegree\?campus=Main\+campus\+%28Mandeville%29&page=2$/)
    await expect(noScript).toHaveTitle(/Find a Programme – page 2/)
    await expect(noScript.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    expect(await count(noScript)).toBe(total)
    const second = await rowNames(noScript)
    expect(second.length).toBe(Math.min(50, total - 50))
    expect(second.filter((name) => first.includes(name))).toEqual([])
    await noScript.getByRole('searchbox', { name: 'Programme name' }).fill('nurs')
    await noScript.getByRole('search', { name: 'Programme finder' }).getByRole('button', { name: 'Search' }).click()
    await expect(noScript).toHaveURL(/\/searchdegree\?q=nurs&kind=&level=&college=&campus=Main/)
    // A name or a department's name holds the text: Nursing, and what the nursing department teaches.
    expect(await rowNames(noScript)).toContain('Nursing')
    expect(await count(noScript)).toBeLessThan(total)
    await context.close()
    expect((await request.get('/searchdegree?page=abc')).status()).toBe(404)
    expect((await request.get('/searchdegree?q=nursing&page=9')).status()).toBe(404)
    const malformed = await request.get('/api/programme-finder?kind=phd&page=0')
    expect(malformed.status()).toBe(400)
    expect(Object.keys(((await malformed.json()) as { errors: object }).errors)).toEqual(['kind', 'page'])

    // Page 2 and an empty result, looked at (screenshots) and checked by axe.
    await visit('/searchdegree?page=2')
    await visit('/searchdegree?q=astronomy')
    await expect(page.getByText('No programme matches these filters.')).toBeVisible()

    // A shared URL opens on its results; with script they follow the typing, in place, and the address keeps up.
    await visit('/searchdegree?kind=graduate', { screenshots: false })
    await expect(page.getByRole('main')).toContainText('Public Health')
    await expect(page.getByRole('main')).not.toContainText('CompTIA')
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await page.getByRole('searchbox', { name: 'Programme name' }).fill('public')
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveText([/Public Health/])
    await expect(page).toHaveURL(/\/searchdegree\?q=public&kind=graduate$/)
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('')
    await page.getByRole('searchbox', { name: 'Programme name' }).fill('')
    await expect.poll(() => count(page)).toBeGreaterThan(50)
    await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/searchdegree\?page=2$/)
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    await page.goto('/searchdegree?q=public&kind=graduate')
    await expect(page.getByRole('searchbox', { name: 'Programme name' })).toHaveValue('public')
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveText([/Public Health/])
  })

  test('the list is a grid by default and turns into a table with a tick per level offered, by mouse or keyboard', async ({
    visit,
    page,
  }) => {
    await visit('/undergrad', { screenshots: false })
    const grid = page.getByTestId('programme-grid')
    const table = page.getByTestId('programme-table')
    await expect(grid).toBeVisible()
    await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true')

    await page.getByRole('button', { name: 'Table' }).click()
    await expect(table).toBeVisible()
    await expect(grid).toBeHidden()
    const headers = await table.getByRole('columnheader').allTextContents()
    expect(headers.map((h) => h.trim())).toEqual(['Degree name', 'Department', 'A.Sc', 'A.A', 'B.Sc', 'B.A'])
    // Nursing is offered as a B.Sc only (seed), so its row has exactly that tick.
    const nursing = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Nursing', exact: true }) })
    const cells = nursing.getByRole('cell')
    await expect(cells.nth(3).getByRole('img', { name: 'Offered' })).toBeVisible()
    for (const i of [1, 2, 4]) await expect(cells.nth(i).getByRole('img', { name: 'Offered' })).toHaveCount(0)
    await expectAccessible(page, '/undergrad (table view)')

    // The filter keeps working in the table.
    await page.getByRole('searchbox', { name: 'Search programmes by name' }).fill('nurs')
    const names = table.getByRole('rowheader')
    await expect(names.first()).toBeVisible()
    for (const text of await names.allTextContents()) expect(text).toMatch(/nurs/i)
    expect(await names.count()).toBeLessThan(5)

    // Back to the grid from the keyboard.
    await page.getByRole('button', { name: 'Grid' }).focus()
    await page.keyboard.press('Enter')
    await expect(grid).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Department legend' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Degree abbreviations' })).toBeVisible()
  })

  test('detail pages have their own title, description, canonical URL, Open Graph data and programme JSON-LD (Course)', async ({
    visit,
    page,
    request,
  }) => {
    const graduate = (
      (await (await request.get('/api/programmes?where[kind][equals]=graduate&limit=1&depth=0&sort=slug')).json()) as {
        docs: { slug: string; name: string }[]
      }
    ).docs[0]
    const cases = [
      { path: '/undergrad?degree=nursing', canonical: '/undergrad?degree=nursing', name: 'Nursing' },
      { path: `/grad/${graduate.slug}`, canonical: `/grad/${graduate.slug}`, name: graduate.name },
      {
        path: `/grad?degreeName=${encodeURIComponent(graduate.slug)}&degreeType=g_programs`,
        canonical: `/grad/${graduate.slug}`,
        name: graduate.name,
      },
    ]
    const titles = new Set<string>()
    for (const c of cases) {
      await visit(c.path, { screenshots: false })
      const title = await page.title()
      expect(title).toContain(c.name)
      titles.add(title)
      const meta = (selector: string) => page.locator(selector).first().getAttribute('content')
      expect(await meta('meta[name="description"]')).toBeTruthy()
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(new URL(canonical!).pathname + new URL(canonical!).search).toBe(c.canonical)
      expect(await meta('meta[property="og:title"]')).toContain(c.name)
      expect(await meta('meta[property="og:description"]')).toBeTruthy()
      expect(await meta('meta[property="og:url"]')).toBe(canonical)
      expect(await meta('meta[property="og:type"]')).toBe('website')
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (t) => JSON.parse(t) as Record<string, unknown>,
      )
      const program = jsonLd.find((d) => d['@type'] === 'Course')
      expect(program?.name).toBe(c.name)
      expect(program?.url).toBe(canonical)
    }
    expect(titles.size, 'the two programmes have different titles').toBe(2)
  })

  test('an edit published in /admin shows on the list and the detail page on the next load', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    // A programme no other spec edits (the fee spec edits nursing's: a publish sends the whole form as it was loaded).
    const programme = (
      (await (await request.get('/api/programmes?where[slug][equals]=accounting&depth=0')).json()) as {
        docs: { id: number; name: string }[]
      }
    ).docs[0]
    const name = `Accounting and Auditing ${Date.now()}`
    const publishName = async (value: string) => {
      await page.goto(`/admin/collections/programmes/${programme.id}`)
      const field = page.getByRole('textbox', { name: 'Name *', exact: true })
      await expect(field).not.toHaveValue('')
      await publishInAdmin(page, async () => {
        await field.fill('')
        await field.fill(value)
      })
    }
    await signInToAdmin(page, EDITOR)
    try {
      await publishName(name)
      await page.goto('/undergrad?degree=accounting')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      await page.goto('/undergrad')
      await expect(page.getByTestId('programme-grid')).toContainText(name)
    } finally {
      // Put it back the same way (the editor holds Payload's lock on the document meanwhile).
      await publishName(programme.name)
    }
    await page.goto('/undergrad?degree=accounting')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(programme.name)
  })
})

test.describe('wide tables on a phone', () => {
  for (const [path, name] of [
    ['/extensionprograms', /extension/i],
    ['/minors', 'Minors and their departments'],
    ['/certificateprograms', 'Certificate programmes and their level'],
  ] as const) {
    test(`${path}: the table's scroll box is named and reachable by keyboard`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.addInitScript(() => window.localStorage.setItem('modalSeen', 'true'))
      await page.goto(path)
      const region = page.getByRole('region', { name }).first()
      await expect(region).toHaveAttribute('tabindex', '0')
      await region.focus()
      await expect(region).toBeFocused()
      await expectAccessible(page, `${path} at 390 px`)
    })
  }
})
