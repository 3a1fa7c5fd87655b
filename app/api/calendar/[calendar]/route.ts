import { NextResponse, type NextRequest } from 'next/server'
import { validatedResponse } from '@/lib/http/validated-response'
import { eventUid, serializeIcs } from '@/lib/calendar/ics'
import { config } from '@/lib/config/site.mjs'
import { addDays, currentMonth, dateKey, formatMonthParam } from '@/lib/calendar/month'
import { eventMonthPath } from '@/lib/calendar/month-pages'
import { CALENDAR_TITLES, monthQuerySchema, parseCalendarSegment } from '@/lib/calendar/request'
import { getFeedEvents, getMonthEvents } from '@/lib/reads/calendar'
import { getSiteSettings } from '@/lib/reads/settings'

/**
 * GET /api/calendar/{academic|events}?year=YYYY&month=M → the month's events as JSON (for the
 * calendar's client-side month changes).
 * GET /api/calendar/{academic|events}.ics → the calendar as an iCalendar feed to subscribe to.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ calendar: string }> }) {
  const target = parseCalendarSegment((await params).calendar)
  if (!target) return NextResponse.json({ error: 'Unknown calendar' }, { status: 404 })

  if (target.format === 'ics') {
    const now = new Date()
    const { year, month } = currentMonth(now)
    const from = addDays(dateKey(year, month, 1), -366)
    const [events, settings] = await Promise.all([getFeedEvents(target.calendar, from), getSiteSettings()])
    // Links and UIDs come from the configured public origin, never from the request's own host.
    const origin = config.serverUrl
    const body = serializeIcs({
      name: `${settings.universityName} – ${CALENDAR_TITLES[target.calendar]}`,
      now,
      events: events.map((e) => ({
        uid: eventUid(target.calendar, e.id, origin),
        name: e.name,
        date: e.date,
        endDate: e.endDate,
        description: e.description,
        updatedAt: e.updatedAt,
        url: `${origin}${eventMonthPath(target.calendar, e.date)}`,
      })),
    })
    return validatedResponse(body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `inline; filename="${target.calendar}-calendar.ics"`,
        'Cache-Control': 'public, max-age=300',
      },
    })
  }

  const parsed = monthQuerySchema.safeParse({
    year: request.nextUrl.searchParams.get('year') ?? undefined,
    month: request.nextUrl.searchParams.get('month') ?? undefined,
  })
  if (!parsed.success) {
    return NextResponse.json(
      { error: 'Give year (1900–2200) and month (1–12), e.g. ?year=2026&month=11' },
      { status: 400 },
    )
  }
  const { year, month } = parsed.data
  const events = await getMonthEvents(target.calendar, year, month)
  return NextResponse.json({
    calendar: target.calendar,
    month: formatMonthParam({ year, month }),
    year,
    monthNumber: month,
    events,
  })
}
