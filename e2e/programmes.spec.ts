import { expect, test } from './fixtures'

test.describe('programmes, colleges and departments', () => {
  for (const path of ['/undergrad', '/grad', '/undergradprograms', '/gradprograms', '/searchdegree', '/extensionprograms', '/certificateprograms', '/minors', '/collegeschools', '/alldepartments', '/college_cnasahn', '/college_hubbs', '/college_bmh', '/college_el', '/college_srt']) {
    test(`${path} answers 200 with its own title`, async ({ visit }) => {
      const page = await visit(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await page.title()).not.toBe('')
    })
  }

  test('an undergraduate detail shows its tuition in the $amount.00 form and an unknown degree is 404', async ({ visit, page }) => {
    await visit('/undergrad?degree=nursing')
    await expect(page.getByRole('main')).toContainText(/\$[\d,]+\.00/)
    await visit('/undergrad?degree=no-such-degree', { status: 404, screenshots: false })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How did we get here')
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

  test('the finder keeps its filters in the URL', async ({ visit, page }) => {
    await visit('/searchdegree?kind=graduate', { screenshots: false })
    await expect(page.getByRole('main')).toContainText('Public Health')
    await expect(page.getByRole('main')).not.toContainText('CompTIA')
  })
})
