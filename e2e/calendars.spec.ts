import ICAL from 'ical.js'
import {
  currentMonth,
  firstWeekday,
  formatMonthParam,
  monthLabel,
  nextMonth,
  type YearMonth,
} from '../lib/calendar/month'
import { expect, test } from './fixtures'

const monthHeading = (page: import('@playwright/test').Page) =>
  page.getByRole('heading', { level: 2 }).filter({ hasText: /^[A-Z][a-z]+ \d{4}$/ })

test.describe('academic and events calendars', () => {
  test('the academic calendar opens on the current month with a Sunday-first grid and marked event days', async ({
    visit,
  }) => {
    const page = await visit('/academiccalendar')
    const now = currentMonth()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Academic Calendar')
    await expect(monthHeading(page)).toHaveText(monthLabel(now))
    const table = page.getByRole('table', { name: `Academic Calendar, ${monthLabel(now)}` })
    await expect(table.getByRole('columnheader')).toHaveText(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'])
    await expect(table.locator('td[data-kind="previous"]')).toHaveCount(firstWeekday(now))
    // The seed places several events in the month it runs.
    const eventDays = table.locator('td[data-event-day="true"]')
    expect(await eventDays.count()).toBeGreaterThan(0)
    await expect(eventDays.first()).toContainText('event day')
    const list = page.getByRole('region', { name: `Events in ${monthLabel(now)}` })
    const items = list.getByRole('listitem')
    expect(await items.count()).toBeGreaterThan(0)
    await expect(items.first().locator('time').first()).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/)
  })

  test('shades as many leading cells as the weekday of the 1st', async ({ visit }) => {
    const cases: [string, number, number][] = [
      ['2026-08', 6, 31], // starts Saturday
      ['2026-11', 0, 30], // starts Sunday
      ['2024-02', 4, 29], // leap February
      ['2026-02', 0, 28],
    ]
    for (const [param, leading, days] of cases) {
      const page = await visit(`/eventscalendar?month=${param}`, { screenshots: param === '2026-08' })
      const table = page.locator(`table[data-month="${param}"]`)
      await expect(table.locator('td[data-kind="previous"]')).toHaveCount(leading)
      await expect(table.locator('td[data-kind="day"]')).toHaveCount(days)
      await expect(table.locator('tbody tr').first().locator('td')).toHaveCount(7)
    }
  })

  test('Next rolls December to January and Previous January to December, and the URL records the month', async ({
    visit,
  }) => {
    const page = await visit('/academiccalendar?month=2030-12', { screenshots: false })
    await expect(monthHeading(page)).toHaveText('December 2030')
    await page.getByRole('button', { name: /^Next month/ }).click()
    await expect(monthHeading(page)).toHaveText('January 2031')
    await expect(page).toHaveURL(/[?&]month=2031-01$/)
    await expect(page.locator('table[data-month="2031-01"] td[data-kind="previous"]')).toHaveCount(3) // 1 January 2031 is a Wednesday
    await page.getByRole('button', { name: /^Previous month/ }).click()
    await expect(monthHeading(page)).toHaveText('December 2030')
    await page.getByRole('button', { name: /^Previous month/ }).click()
    await expect(monthHeading(page)).toHaveText('November 2030')
    await expect(page).toHaveURL(/[?&]month=2030-11$/)
    await page.reload()
    await expect(monthHeading(page)).toHaveText('November 2030')
  })

  test('a burst of month changes moves the grid at once and fetches the month data once', async ({ visit }) => {
    const page = await visit('/eventscalendar', { screenshots: false })
    const requests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/calendar/events?')) requests.push(r.url())
    })
    let target: YearMonth = currentMonth()
    for (let i = 0; i < 4; i++) {
      await page.getByRole('button', { name: /^Next month/ }).click()
      target = nextMonth(target)
      await expect(monthHeading(page)).toHaveText(monthLabel(target))
    }
    await page.waitForTimeout(1500)
    expect(requests).toHaveLength(1)
    expect(requests[0]).toContain(`year=${target.year}&month=${target.month}`)
    await expect(page).toHaveURL(new RegExp(`month=${formatMonthParam(target)}$`))
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0)
  })

  test('the yearly download stays inert until 2018/2019 is chosen', async ({ visit }) => {
    const page = await visit('/academiccalendar', { screenshots: false })
    const select = page.getByRole('combobox', { name: 'Yearly calendar' })
    const placeholder = select.locator('option', { hasText: 'Please select a calendar to download' })
    await expect(placeholder).toBeDisabled()
    await expect(select.locator('option:not([disabled])')).toHaveText(['2018/2019'])
    await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled()
    await select.selectOption({ label: '2018/2019' })
    const link = page.getByRole('link', { name: /^Download/ })
    await expect(link).toHaveAttribute('href', /\.pdf$/)
    const response = await page.request.get((await link.getAttribute('href'))!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('pdf')
  })

  test('iCalendar feeds and per-event files parse as iCalendar', async ({ visit, request }) => {
    for (const calendar of ['academic', 'events']) {
      const response = await request.get(`/api/calendar/${calendar}.ics`)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('text/calendar')
      const text = await response.text()
      expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
      expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true)
      const lines = text
        .replace(/\r\n[ \t]/g, '')
        .split('\r\n')
        .filter(Boolean)
      const begins = lines.filter((l) => l === 'BEGIN:VEVENT').length
      expect(begins).toBeGreaterThan(5)
      expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(begins)
      expect(lines.filter((l) => /^DTSTART;VALUE=DATE:\d{8}$/.test(l))).toHaveLength(begins)
      expect(lines.every((l) => /^[A-Z-]+[;:]/.test(l))).toBe(true)
    }
    const page = await visit('/eventscalendar', { screenshots: false })
    const add = page.getByRole('link', { name: /^Add to calendar/ }).first()
    const single = await request.get((await add.getAttribute('href'))!)
    expect(single.status()).toBe(200)
    expect(await single.text()).toMatch(/BEGIN:VEVENT[\s\S]*SUMMARY:[\s\S]*END:VEVENT/)
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(ld.some((t) => t.includes('"@type":"Event"'))).toBe(true)
  })

  test('calendar files link to and identify events by the public origin, whatever host the request named', async ({
    request,
    baseURL,
  }) => {
    const read = async (url: string, host: string) => {
      const response = await request.get(url, { headers: { Host: host } })
      expect(response.status()).toBe(200)
      const calendar = new ICAL.Component(ICAL.parse(await response.text()))
      return calendar.getAllSubcomponents('vevent').map((event) => ({
        uid: String(event.getFirstPropertyValue('uid')),
        url: String(event.getFirstPropertyValue('url')),
        summary: String(event.getFirstPropertyValue('summary')),
      }))
    }
    const origin = new URL(baseURL!)
    for (const calendar of ['academic', 'events']) {
      const direct = await read(`/api/calendar/${calendar}.ics`, origin.host)
      const viaOtherHost = await read(`/api/calendar/${calendar}.ics`, 'internal-instance:3900')
      expect(direct.length).toBeGreaterThan(5)
      for (const event of viaOtherHost) {
        expect(event.url.startsWith(`${origin.origin}/`), event.url).toBe(true)
        expect(event.uid.endsWith(`@${origin.hostname}`), event.uid).toBe(true)
      }
      // The same events keep the same UIDs, so a subscriber's calendar app never sees them twice.
      expect(viaOtherHost.map((e) => e.uid)).toEqual(direct.map((e) => e.uid))
    }
  })

  test('the month route validates its input', async ({ request }) => {
    expect((await request.get('/api/calendar/academic?year=2026&month=13')).status()).toBe(400)
    expect((await request.get('/api/calendar/academic?year=abc&month=1')).status()).toBe(400)
    expect((await request.get('/api/calendar/other?year=2026&month=1')).status()).toBe(404)
    const ok = await request.get('/api/calendar/academic?year=2026&month=1')
    expect(ok.status()).toBe(200)
    expect(await ok.json()).toMatchObject({ month: '2026-01', events: expect.any(Array) })
  })
})
