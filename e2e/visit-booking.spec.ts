/**
 * Visits and open days (issue 35 item 4, features/visit-booking/): an editor makes an event
 * bookable, visitors book until it is full and then join the waiting list, a cancel gives the
 * place to the first in line by e-mail, admissions read and export the bookings; and capacity holds
 * when twenty book the last places at once (this spec runs on SQLite and on CI's PostgreSQL run).
 */
import type { APIRequestContext } from '@playwright/test'
import ICAL from 'ical.js'
import type { ParsedMail } from 'mailparser'
import { ADMIN, adminAuth, EDITOR, publishInAdmin, signInToAdmin } from './admin-api'
import { expect, expectAccessible, lookAt, test, WIDTHS } from './fixtures'
import { solvedAltcha } from './request-form'
import { recipients, startSmtpServer } from './smtp'

test.describe.configure({ mode: 'serial' })

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
test.beforeAll(async () => {
  smtp = await startSmtpServer()
})
test.afterAll(async () => {
  await smtp?.close()
})

type EventDoc = { id: number; slug: string; name: string; date: string; booking?: { bookable?: boolean | null } }

let addressCounter = 0
const newAddress = () => `203.0.113.${(++addressCounter % 250) + 1}`

/** Upcoming events nobody books yet, latest first (the other specs look at the soonest). */
async function freeEvents(request: APIRequestContext): Promise<EventDoc[]> {
  const admin = await adminAuth(request)
  const response = await request.get('/api/upcoming-events?sort=-date&limit=20&depth=0', { headers: admin })
  const { docs } = (await response.json()) as { docs: EventDoc[] }
  return docs.filter((e) => !e.booking?.bookable && new Date(e.date).getTime() > Date.now() + 3 * 86_400_000)
}

async function book(request: APIRequestContext, slug: string, email: string, altcha?: string) {
  return request.post('/api/visit-booking', {
    headers: { 'X-Forwarded-For': newAddress() },
    data: {
      event: slug,
      name: 'Test Visitor',
      email,
      guests: 1,
      programme: 'Not decided yet',
      answers: [],
      altcha: altcha ?? (await solvedAltcha(request)),
    },
  })
}

/** The calendar attachment of a mail, parsed with ical.js: its one event. */
function attachedEvent(mail: ParsedMail) {
  const file = mail.attachments.find((a) => a.filename === 'visit.ics')
  expect(file, 'the .ics attachment').toBeDefined()
  expect(file!.contentType).toBe('text/calendar')
  const calendar = new ICAL.Component(ICAL.parse(file!.content.toString('utf8')))
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
}

const cancelLinkOf = (mail: ParsedMail) => new URL(/https?:\/\/\S+\/visits\/cancel\/\S+/.exec(String(mail.text))![0])

test.describe('visit booking', () => {
  test('an editor makes an event bookable for 2; visitors fill it, the next joins the waiting list; a cancel gives the place to the first in line by e-mail; admissions read and export the bookings', async ({
    page,
    request,
    visit,
  }) => {
    test.setTimeout(240_000)
    const [event] = await freeEvents(request)
    const formStatus = () => page.getByRole('form', { name: 'Book a place' }).getByRole('status')

    // The editor marks the event bookable with 2 places.
    await signInToAdmin(page, EDITOR)
    await page.goto(`/admin/collections/upcoming-events/${event.id}`)
    await publishInAdmin(page, async () => {
      const bookable = page.getByLabel('Visitors can book a place')
      await bookable.setChecked(false)
      await bookable.check()
      await page.getByLabel('Places', { exact: true }).fill('')
      await page.getByLabel('Places', { exact: true }).fill('2')
    })
    await page.context().clearCookies()

    // A visitor books in the browser: the place is theirs, with the visit in the confirmation mail.
    const first = `first-${Date.now()}@example.com`
    await visit(`/visits/${event.slug}`)
    await page.setViewportSize({ width: WIDTHS.phone, height: 844 })
    await expectAccessible(page, 'booking page at 390 px')
    await page.setViewportSize({ width: WIDTHS.desktop, height: 844 })
    await expect(page.getByTestId('places-left')).toHaveText('2 places left.')
    await page.getByLabel('Your name').fill('Ada Lovelace')
    await page.getByLabel('E-mail address').fill(first)
    await page.getByLabel('Programme you are interested in').selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Book a place' }).click()
    await expect(formStatus()).toContainText('Your place is booked', { timeout: 60_000 })
    await expectAccessible(page, 'booking page after booking')

    const confirmation = await smtp.waitFor((m) => recipients(m).includes(first))
    expect(confirmation.subject).toBe(`Your place is booked: ${event.name}`)
    const ics = attachedEvent(confirmation)
    expect(ics.summary).toBe(event.name)
    expect(ics.startDate.toJSDate().toISOString()).toBe(new Date(event.date).toISOString())
    const cancelLink = cancelLinkOf(confirmation)

    // A second booking takes the last place; the page (and its Event data) says it is full.
    expect(
      ((await (await book(request, event.slug, `second-${Date.now()}@example.com`)).json()) as { status: string })
        .status,
    ).toBe('confirmed')
    await page.reload()
    await expect(page.getByTestId('places-left')).toContainText('All places are taken')
    const data = (
      await Promise.all(
        (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t)),
      )
    ).find((node) => node['@type'] === 'Event') as {
      offers: { availability: string }
      remainingAttendeeCapacity: number
    }
    expect(data.offers.availability).toBe('https://schema.org/SoldOut')
    expect(data.remainingAttendeeCapacity).toBe(0)

    // The next visitor joins the waiting list.
    const third = `third-${Date.now()}@example.com`
    await page.getByLabel('Your name').fill('Grace Hopper')
    await page.getByLabel('E-mail address').fill(third)
    await page.getByRole('button', { name: 'Book a place' }).click()
    await expect(formStatus()).toContainText('you are on the waiting list', { timeout: 60_000 })
    const waiting = await smtp.waitFor((m) => recipients(m).includes(third))
    expect(waiting.subject).toBe(`You are on the waiting list: ${event.name}`)

    // The first visitor opens the cancel link: the page only asks; the button cancels.
    await visit(cancelLink.pathname)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel your booking')
    await page.goto(`/visits/${event.slug}`)
    await expect(page.getByTestId('places-left')).toContainText('All places are taken')
    await page.goto(cancelLink.pathname)
    await page.getByRole('button', { name: 'Cancel my booking' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking cancelled')
    await expectAccessible(page, 'cancelled')

    // The first in line is given the freed place, by e-mail with the visit attached.
    const offer = await smtp.waitFor((m) => recipients(m).includes(third) && m.subject !== waiting.subject)
    expect(offer.subject).toBe(`A place has become free for you: ${event.name}`)
    expect(attachedEvent(offer).summary).toBe(event.name)

    // Admissions see the bookings beside the information requests, and export them as CSV.
    await signInToAdmin(page, ADMIN)
    await page.goto('/admin/collections/visit-bookings')
    await expect(page.getByText('Ada Lovelace')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible()
    for (const [label, width] of Object.entries(WIDTHS)) {
      await page.setViewportSize({ width, height: 844 })
      await lookAt(page, { path: `e2e/screenshots/admin_visit-bookings-${label}.png`, fullPage: true })
    }
    const admin = await adminAuth(request)
    const csv = await request.get(`/api/visit-bookings/export.csv?where[event][equals]=${event.id}`, { headers: admin })
    expect(csv.status()).toBe(200)
    // Every cell quoted (RFC 4180), one booking a line: none of these cells holds a quote or a line break.
    const [header, ...rows] = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    const cells = (line: string) => line.slice(1, -1).split('","')
    const columns = cells(header)
    const statusOf = (email: string) =>
      rows.map(cells).find((r) => r[columns.indexOf('Email')] === email)?.[columns.indexOf('Status')]
    expect(rows).toHaveLength(3)
    expect(statusOf(first)).toBe('cancelled')
    expect(statusOf(third)).toBe('confirmed')
  })

  test('twenty visitors booking the last 2 places at once get 2 places and 18 waiting-list entries', async ({
    request,
  }) => {
    test.setTimeout(180_000)
    const [, event] = await freeEvents(request)
    const admin = await adminAuth(request)
    const saved = await request.patch(`/api/upcoming-events/${event.id}`, {
      headers: admin,
      data: { booking: { bookable: true, capacity: 2 }, _status: 'published' },
    })
    expect(saved.status()).toBe(200)
    const answers = await Promise.all(Array.from({ length: 20 }, () => solvedAltcha(request)))
    const stamp = Date.now()
    const responses = await Promise.all(
      answers.map((altcha, i) => book(request, event.slug, `crowd-${stamp}-${i}@example.com`, altcha)),
    )
    const statuses = await Promise.all(
      responses.map(async (r) => {
        expect(r.status()).toBe(201)
        return ((await r.json()) as { status: string }).status
      }),
    )
    expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(2)
    expect(statuses.filter((s) => s === 'waiting')).toHaveLength(18)
    const count = async (status: string) =>
      (
        (await (
          await request.get(
            `/api/visit-bookings?where[event][equals]=${event.id}&where[status][equals]=${status}&limit=0`,
            { headers: admin },
          )
        ).json()) as { totalDocs: number }
      ).totalDocs
    expect(await count('confirmed')).toBe(2)
    expect(await count('waiting')).toBe(18)
  })
})
