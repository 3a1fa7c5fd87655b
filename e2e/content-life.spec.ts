import { test, expect } from './fixtures'

// Student life, services, about and audience pages (MDX).
const PAGES: [string, string][] = [
  ['/meetourleaders', 'Meet Our Leaders'],
  ['/president_message', 'A Message from the President'],
  ['/clubs', 'Clubs and Associations'],
  ['/campusliving', 'Living on Campus'],
  ['/intercolsports', 'Intercollegiate Sports'],
  ['/virtualtour', 'Virtual Tour'],
  ['/studentengagementandretention', 'Student Engagement and Retention'],
  ['/step', 'STEP Mentorship Programme'],
  ['/healthwellness', 'Health and Wellness'],
  ['/internationalstudents', 'International Students'],
  ['/counsellingpsychology', 'Counselling and Psychological Services'],
  ['/dentalhygiene', 'Dental Hygiene Clinic'],
  ['/fitnesscentre', 'Fitness Centre'],
  ['/unisscomputerlabs', 'Computer Labs'],
  ['/uniss', 'University Information Systems'],
  ['/ccmpr', 'Corporate Communications and Marketing'],
  ['/adminunits', 'Administrative Units'],
  ['/publicsafety', 'Public Safety'],
  ['/contactus', 'Contact Us'],
  ['/map', 'Map'],
  ['/facultystaff', 'Faculty and Staff'],
  ['/alumni', 'Alumni'],
  ['/churchandcommunity', 'Church and Community'],
  ['/diversity', 'Diversity and Inclusion'],
  ['/faqs', 'FAQs'],
  ['/tiles', 'Student Life'],
  ['/test', 'Site Status'],
]

test.describe('student life, services and about pages', () => {
  for (const [path, title] of PAGES) {
    test(`${path} answers 200 with its title`, async ({ visit }) => {
      const page = await visit(path)
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    })
  }

  test('policy figures read as the spec states them', async ({ visit }) => {
    const labs = await visit('/unisscomputerlabs', { screenshots: false })
    const main = labs.locator('main')
    await expect(main).toContainText('250 pages or $1250')
    await expect(main).toContainText('$625')
    await expect(main).toContainText('$5 per page one-sided and $10 per page two-sided')
    await expect(main).toContainText('Monday and Thursday, 2:00-3:30 PM')
    await expect(main).toContainText('current university ID card')

    await visit('/step', { screenshots: false })
    await expect(main).toContainText('JA$200 per hour')
    await expect(main).toContainText('100%')
    await expect(main).toContainText('3 small-group sessions per semester')

    await visit('/publicsafety', { screenshots: false })
    await expect(main).toContainText('5555')

    await visit('/internationalstudents', { screenshots: false })
    await expect(main).toContainText('About 160')
    await expect(main).toContainText('every other Tuesday at 2:00 pm')
    await expect(main).toContainText('JM$10,000')

    await visit('/intercolsports', { screenshots: false })
    await expect(main).toContainText('Have a GPA of 2.5 or more')
    await expect(main.getByRole('list', { name: 'Intercollegiate trophies' }).getByRole('listitem')).toHaveCount(6)

    await visit('/alumni', { screenshots: false })
    await expect(main).toContainText('40,000+')
    await expect(main).toContainText('free and automatic on completing any degree')
  })

  test('View Bio opens a modal by keyboard; Escape and the close button return focus', async ({ visit }) => {
    const page = await visit('/meetourleaders', { screenshots: false })
    const viewBio = page.getByRole('button', { name: /View Bio/ }).first()
    await viewBio.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Education')
    await expect(dialog).toContainText('Biography')
    await expect(dialog.getByRole('img')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(viewBio).toBeFocused()

    const second = page.getByRole('button', { name: /View Bio/ }).nth(1)
    await second.focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(second).toBeFocused()
  })

  test('maps render from local tiles', async ({ page: phone, visit }) => {
    for (const path of ['/contactus', '/map']) {
      const page = await visit(path, { screenshots: false })
      await page.getByRole('img', { name: /map/i }).first().scrollIntoViewIfNeeded()
      const tile = page.locator('.leaflet-tile-container img').first()
      await expect(tile).toBeVisible()
      expect(await tile.getAttribute('src')).toMatch(/^\/tiles\//)
    }
    // On a phone the campuses stand one under another: each map loads as it comes near the screen,
    // not before; with the first one drawn, the last (screens further down) has not started.
    await phone.setViewportSize({ width: 390, height: 844 })
    await visit('/contactus', { screenshots: false })
    const boxes = await phone.getByRole('img', { name: /^Map of/ }).all()
    await boxes[0].scrollIntoViewIfNeeded()
    await expect(boxes[0].locator('.leaflet-container')).toBeAttached()
    await expect(boxes[boxes.length - 1].locator('.leaflet-container')).toHaveCount(0)
    for (const box of boxes) await box.scrollIntoViewIfNeeded()
    await expect(phone.locator('.leaflet-container')).toHaveCount(4)
    await expect(phone.getByRole('link', { name: /department directory/i }).first()).toHaveAttribute(
      'href',
      '/searchDepartment',
    )
  })

  test('student-life tiles swap their title on keyboard focus', async ({ visit }) => {
    const page = await visit('/tiles', { screenshots: false })
    const tile = page.getByRole('link', { name: /Gym & Lounge/ })
    await expect(tile).toHaveAttribute('href', '/eventscalendar')
    const hover = tile.locator('[aria-hidden="true"]')
    await expect(hover).toHaveCSS('opacity', '0')
    await tile.focus()
    await expect(hover).toHaveCSS('opacity', '1')
    await expect(page.getByRole('link', { name: /Virtual Tour/ })).toHaveAttribute('target', '_blank')
  })

  test('the sports slider can be paused', async ({ visit }) => {
    const page = await visit('/intercolsports', { screenshots: false })
    const pause = page.getByRole('button', { name: 'Pause slideshow' })
    await expect(pause).toBeVisible()
    await pause.click()
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  })

  test('the sports slider does not autoplay under reduced motion', async ({ page, visit }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await visit('/intercolsports', { screenshots: false })
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await expect(page.getByText('1 / 5')).toBeVisible()
  })

  test('handbook and referral PDFs are offered for download', async ({ visit }) => {
    const page = await visit('/internationalstudents', { screenshots: false })
    await expect(page.locator('a[href*="/international-student-handbook.pdf?v="]')).toBeVisible()
    await visit('/counsellingpsychology', { screenshots: false })
    await expect(page.locator('a[href*="/counselling-referral-document.pdf?v="]')).toBeVisible()
    await expect(page.locator('a[href*="/counselling-referral-form.pdf?v="]')).toBeVisible()
  })
})
