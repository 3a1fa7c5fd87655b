import type { Issue } from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import type { APIRequestContext, Page } from '@playwright/test'
import ICAL from 'ical.js'
import { config } from '../lib/config/site.mjs'
import {
  currentMonth,
  dateKeyInTimeZone,
  firstWeekday,
  formatMonthParam,
  monthLabel,
  nextMonth,
  previousMonth,
  type YearMonth,
} from '../lib/calendar/month'
import { expect, test as base } from './fixtures'
import { structuredDataValidator } from './google-rules'
import { readSitemap } from './sitemap'

const ORIGIN = config.serverUrl

const monthHeading = (page: Page) => page.getByRole('heading', { level: 2 }).filter({ hasText: /^[A-Z][a-z]+ \d{4}$/ })
const canonical = (page: Page) => page.locator('head link[rel="canonical"]')
const robots = (page: Page) => page.locator('head meta[name="robots"]')

/** The month `n` months after `from` (before, for negative `n`), counted here rather than by the code under test. */
function monthsAfter(from: YearMonth, n: number): YearMonth {
  const index = from.year * 12 + from.month - 1 + n
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

/** Weekday of the 1st and length of a month, from the platform's calendar. */
const leadingDays = ({ year, month }: YearMonth) => new Date(Date.UTC(year, month - 1, 1)).getUTCDay()
const monthLength = ({ year, month }: YearMonth) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The academic year the seed dates its calendars in (lib/cms/seed/calendars.ts): from August of `start`. */
const seedStart = () => {
  const now = currentMonth()
  return now.month >= 8 ? now.year : now.year - 1
}

/** A calendar's events as its iCalendar feed lists them: name, first and last day (`YYYY-MM-DD`). */
async function feedEvents(request: APIRequestContext, calendar: 'academic' | 'events') {
  const response = await request.get(`/api/calendar/${calendar}.ics`)
  expect(response.status()).toBe(200)
  const feed = new ICAL.Component(ICAL.parse(await response.text()))
  return feed.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    const start = event.startDate.toString().slice(0, 10)
    // DTEND of an all-day event is the day after its last.
    const end = event.endDate ? event.endDate.clone() : event.startDate.clone()
    if (event.endDate) end.adjust(-1, 0, 0, 0)
    const last = end.toString().slice(0, 10)
    return { name: event.summary, date: start, endDate: last < start ? start : last }
  })
}

/** Each month (`YYYY-MM`) an event covers. */
function monthsOf(date: string, endDate: string): string[] {
  const months: string[] = []
  let ym: YearMonth = { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) }
  while (formatMonthParam(ym) <= endDate.slice(0, 7)) {
    months.push(formatMonthParam(ym))
    ym = monthsAfter(ym, 1)
  }
  return months
}

/** A page without JavaScript, to follow links as a crawler does (axe needs JavaScript: `visit` runs it on the same URLs). */
const test = base.extend<{ noScript: Page }>({
  noScript: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    await use(await context.newPage())
    await context.close()
  },
})

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
    // Months of the coming year (the calendar's pages reach a year ahead): one starting on a
    // Saturday, one on a Sunday, and February.
    const year = Array.from({ length: 12 }, (_, i) => monthsAfter(currentMonth(), i))
    const cases = [
      year.find((m) => leadingDays(m) === 6)!,
      year.find((m) => leadingDays(m) === 0)!,
      year.find((m) => m.month === 2)!,
    ]
    for (const [i, month] of cases.entries()) {
      const param = formatMonthParam(month)
      const page = await visit(`/eventscalendar?month=${param}`, { screenshots: i === 0 })
      const table = page.locator(`table[data-month="${param}"]`)
      await expect(table.locator('td[data-kind="previous"]')).toHaveCount(leadingDays(month))
      await expect(table.locator('td[data-kind="day"]')).toHaveCount(monthLength(month))
      await expect(table.locator('tbody tr').first().locator('td')).toHaveCount(7)
    }
  })

  test('Next rolls December to January and Previous January to December, in the page, and the URL records the month', async ({
    visit,
  }) => {
    // This year's December: within the calendar's pages whatever the month (they reach a year ahead).
    const december = { year: currentMonth().year, month: 12 }
    const page = await visit(`/academiccalendar?month=${formatMonthParam(december)}`, { screenshots: false })
    const january = { year: december.year + 1, month: 1 }
    await expect(monthHeading(page)).toHaveText(monthLabel(december))
    // The links move the month in the page itself: the document is not loaded again.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    const next = page.getByRole('link', { name: /^Next month/ })
    await expect(next).toHaveAttribute('href', `/academiccalendar?month=${formatMonthParam(january)}`)
    await next.click()
    await expect(monthHeading(page)).toHaveText(monthLabel(january))
    await expect(page).toHaveURL(new RegExp(`[?&]month=${formatMonthParam(january)}$`))
    await expect(page.locator(`table[data-month="${formatMonthParam(january)}"] td[data-kind="previous"]`)).toHaveCount(
      leadingDays(january),
    )
    await page.getByRole('link', { name: /^Previous month/ }).click()
    await expect(monthHeading(page)).toHaveText(monthLabel(december))
    await page.getByRole('link', { name: /^Previous month/ }).click()
    const november = { year: december.year, month: 11 }
    await expect(monthHeading(page)).toHaveText(monthLabel(november))
    await expect(page).toHaveURL(new RegExp(`[?&]month=${formatMonthParam(november)}$`))
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    await page.reload()
    await expect(monthHeading(page)).toHaveText(monthLabel(november))
  })

  test('a burst of month changes moves the grid at once and fetches the month data once', async ({ visit }) => {
    const page = await visit('/eventscalendar', { screenshots: false })
    const requests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/calendar/events?')) requests.push(r.url())
    })
    const months = [1, 2, 3, 4].map((n) => monthsAfter(currentMonth(), n))
    const target = months[3]
    // Four clicks 100 ms apart, the heading read after each: timed in the page, as a visitor's burst
    // is, not by the test's round trips to a busy browser (each may take longer than the wait).
    const headings = await page.evaluate(async () => {
      const seen: string[] = []
      for (let i = 0; i < 4; i++) {
        document.querySelector<HTMLElement>('a[aria-label^="Next month"]')!.click()
        await new Promise((resolve) => setTimeout(resolve, 100))
        seen.push(document.querySelector('h2[aria-live]')!.textContent ?? '')
      }
      return seen
    })
    expect(headings).toEqual(months.map(monthLabel))
    await expect(monthHeading(page)).toHaveText(monthLabel(target))
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
    await expect(link).toHaveAttribute('href', /\.pdf\?v=[0-9a-z]+$/)
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

  test('without JavaScript, Previous and Next are links to each month’s own page, with its own title and canonical URL', async ({
    noScript: page,
    visit,
  }) => {
    test.setTimeout(120_000)
    const now = currentMonth()
    await page.goto('/eventscalendar')
    // The bare address opens on the current month, rendered by the server.
    await expect(monthHeading(page)).toHaveText(monthLabel(now))
    await expect(page).toHaveTitle(/^Events Calendar\b/)
    await expect(canonical(page)).toHaveAttribute('href', `${ORIGIN}/eventscalendar`)
    const walked = ['/eventscalendar']
    let month = now
    for (const step of [nextMonth, nextMonth, previousMonth, previousMonth, previousMonth]) {
      const to = step(month)
      const name = step === nextMonth ? /^Next month/ : /^Previous month/
      // The first month of the calendar may be this one (the seed's August): nothing before it.
      if (!(await page.getByRole('link', { name }).count())) break
      await page.getByRole('link', { name }).click()
      month = to
      const url = `/eventscalendar?month=${formatMonthParam(month)}`
      await expect(page).toHaveURL(new RegExp(`${url.replace('?', '\\?')}$`))
      await expect(monthHeading(page)).toHaveText(monthLabel(month))
      await expect(page).toHaveTitle(new RegExp(`^Events Calendar – ${monthLabel(month)}\\b`))
      await expect(canonical(page)).toHaveAttribute('href', `${ORIGIN}${url}`)
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${ORIGIN}${url}`)
      await expect(page.getByRole('region', { name: `Events in ${monthLabel(month)}` })).toBeVisible()
      walked.push(url)
    }
    expect(walked.length).toBeGreaterThanOrEqual(4)
    for (const url of walked) await visit(url, { screenshots: false })
  })

  test('a month’s events and the coming events are in the server HTML, with valid Event structured data', async ({
    request,
    visit,
  }) => {
    const validator = structuredDataValidator()
    const check = async (path: string) => {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      const extracted = new WebAutoExtractor().parse(html)
      const issues = (await validator.validate(structuredClone(extracted))) as Issue[]
      const errors = issues.filter((i) => i.severity === 'ERROR' || i.errorType === 'schemaOrg')
      expect(
        errors.map((i) => `${i.rootType}: ${i.issueMessage}`),
        path,
      ).toEqual([])
      const events = (extracted.jsonld.Event ?? []) as { name: string; url: string; startDate: string }[]
      return { html, events }
    }

    // The seed's December: its Christmas concert and carol service (lib/cms/seed/calendars.ts).
    const december = `${seedStart()}-12`
    const month = await check(`/eventscalendar?month=${december}`)
    for (const name of ['Christmas concert', 'Carol service']) {
      expect(month.html).toContain(name)
      const event = month.events.find((e) => e.name === name)
      expect(event, name).toBeDefined()
      expect(event!.startDate.slice(0, 7)).toBe(december)
      expect(event!.url).toBe(`${ORIGIN}/eventscalendar?month=${december}`)
    }
    await visit(`/eventscalendar?month=${december}`)

    // The calendar itself carries the next ten events of its feed that have not ended, whatever month they are in.
    const today = dateKeyInTimeZone(new Date())
    const upcoming = (await feedEvents(request, 'events'))
      .filter((e) => e.endDate >= today)
      .sort((a, b) => a.date.localeCompare(b.date))
      .slice(0, 10)
    expect(upcoming.length).toBeGreaterThan(5)
    // Events on the tenth's day may be ordered either way: those before it are certainly listed.
    const listed = upcoming.length === 10 ? upcoming.filter((e) => e.date < upcoming[9].date) : upcoming
    const calendar = await check('/eventscalendar')
    const names = calendar.events.map((e) => e.name)
    for (const event of listed) {
      expect(calendar.html, event.name).toContain(`>${event.name}</a>`)
      expect(names, event.name).toContain(event.name)
    }
    // At least one of them after this month: the part the month's grid does not show.
    expect(upcoming.some((e) => e.date.slice(0, 7) > formatMonthParam(currentMonth()))).toBe(true)
  })

  test('a month that is none, or outside the calendar’s months, is not found; an empty month is kept out of search engines', async ({
    request,
    noScript: page,
    visit,
  }) => {
    const now = currentMonth()
    const parse = (key: string): YearMonth => ({ year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) })
    const eventMonths: Record<string, string[]> = {}
    const lastMonth: Record<string, YearMonth> = {}
    for (const [calendar, name] of [
      ['/eventscalendar', 'events'],
      ['/academiccalendar', 'academic'],
    ] as const) {
      for (const query of ['month=2026-13', 'month=abc', 'month=', 'month=2026-1', 'month=1899-12', 'month=1999-01'])
        expect((await request.get(`${calendar}?${query}`)).status(), `${calendar}?${query}`).toBe(404)
      // A calendar runs a year ahead, or to its last month with events if that is later; the month after is no page.
      eventMonths[calendar] = (await feedEvents(request, name)).flatMap((e) => monthsOf(e.date, e.endDate)).sort()
      const last = parse([formatMonthParam(monthsAfter(now, 12)), eventMonths[calendar].at(-1)!].sort().at(-1)!)
      lastMonth[calendar] = last
      expect((await request.get(`${calendar}?month=${formatMonthParam(last)}`)).status()).toBe(200)
      expect((await request.get(`${calendar}?month=${formatMonthParam(monthsAfter(last, 1))}`)).status()).toBe(404)
    }
    await visit('/eventscalendar?month=2026-13', { status: 404, screenshots: false })

    // The last month has no Next.
    const last = lastMonth['/eventscalendar']
    await page.goto(`/eventscalendar?month=${formatMonthParam(last)}`)
    await expect(monthHeading(page)).toHaveText(monthLabel(last))
    await expect(page.getByRole('link', { name: /^Next month/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /^Previous month/ })).toHaveAttribute(
      'href',
      `/eventscalendar?month=${formatMonthParam(monthsAfter(last, -1))}`,
    )
    // A month of the calendar with nothing listed is kept out of search engines.
    let empty = monthsAfter(now, 1)
    while (eventMonths['/eventscalendar'].includes(formatMonthParam(empty))) empty = monthsAfter(empty, 1)
    expect(formatMonthParam(empty) <= formatMonthParam(last), 'the calendar has a month without events').toBe(true)
    await page.goto(`/eventscalendar?month=${formatMonthParam(empty)}`)
    await expect(robots(page)).toHaveAttribute('content', /noindex/)
    // A month with events is indexed.
    await page.goto(`/eventscalendar?month=${seedStart()}-12`)
    await expect(robots(page)).toHaveCount(0)
  })

  test('the sitemap lists each month of both calendars that has events, dated, and no other', async ({ request }) => {
    const sitemap = await readSitemap(request)
    const calendars = sitemap.sitemaps.find((s) => new URL(s.loc).pathname === '/sitemaps/calendars-1.xml')
    expect(calendars, 'a sitemap of the calendars’ months').toBeDefined()
    for (const calendar of ['academic', 'events'] as const) {
      const path = calendar === 'academic' ? '/academiccalendar' : '/eventscalendar'
      const expected = new Set((await feedEvents(request, calendar)).flatMap((e) => monthsOf(e.date, e.endDate)))
      const listed = calendars!.entries.filter((e) => new URL(e.loc).pathname === path)
      expect(new Set(listed.map((e) => new URL(e.loc).searchParams.get('month')))).toEqual(expected)
      for (const entry of listed) {
        expect(entry.loc).toMatch(new RegExp(`^${ORIGIN.replace(/[.]/g, '\\.')}${path}\\?month=\\d{4}-\\d{2}$`))
        expect(entry.lastmod, entry.loc).toBeTruthy()
        expect(Date.parse(entry.lastmod!)).toBeLessThanOrEqual(Date.now())
      }
    }
    // Each listed month answers as its own canonical page.
    const entry = calendars!.entries[0]
    const response = await request.get(new URL(entry.loc).pathname + new URL(entry.loc).search)
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain(`<link rel="canonical" href="${entry.loc}"`)
  })
})
