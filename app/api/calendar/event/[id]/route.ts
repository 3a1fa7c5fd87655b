import { NextResponse, type NextRequest } from 'next/server'
import { validatedResponse } from '@/lib/http/validated-response'
import { eventUid, serializeIcs } from '@/lib/calendar/ics'
import { config } from '@/lib/config/site.mjs'
import { eventMonthPath } from '@/lib/calendar/month-pages'
import { CALENDAR_TITLES } from '@/lib/calendar/request'
import { getCalendarEvent } from '@/lib/reads/calendar'
import { slugify } from '@/lib/text/slug'

/** GET /api/calendar/event/{id}.ics → one event as an .ics file to add to a personal calendar. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const match = /^(\d{1,12})(\.ics)?$/.exec((await params).id)
  const event = match ? await getCalendarEvent(Number(match[1])) : null
  if (!event) return NextResponse.json({ error: 'Event not found' }, { status: 404 })
  // Links and UIDs come from the configured public origin, never from the request's own host.
  const origin = config.serverUrl
  const body = serializeIcs({
    name: CALENDAR_TITLES[event.calendar],
    events: [
      {
        uid: eventUid(event.calendar, event.id, origin),
        name: event.name,
        date: event.date,
        endDate: event.endDate,
        description: event.description,
        updatedAt: event.updatedAt,
        url: `${origin}${eventMonthPath(event.calendar, event.date)}`,
      },
    ],
  })
  const filename = slugify(event.name) || 'event'
  return validatedResponse(body, {
    lastModified: event.updatedAt,
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}.ics"`,
    },
  })
}
