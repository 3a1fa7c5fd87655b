import { NextResponse, type NextRequest } from 'next/server'
import { serializeIcs } from '@/lib/calendar/ics'
import { CALENDAR_PATHS, CALENDAR_TITLES } from '@/lib/calendar/request'
import { getCalendarEvent } from '@/lib/reads/calendar'
import { slugify } from '@/lib/text/slug'

/** GET /api/calendar/event/{id}.ics → one event as an .ics file to add to a personal calendar. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const match = /^(\d{1,12})(\.ics)?$/.exec((await params).id)
  const event = match ? await getCalendarEvent(Number(match[1])) : null
  if (!event) return NextResponse.json({ error: 'Event not found' }, { status: 404 })
  const origin = request.nextUrl.origin
  const body = serializeIcs({
    name: CALENDAR_TITLES[event.calendar],
    events: [
      {
        uid: `${event.calendar}-${event.id}@${request.nextUrl.hostname}`,
        name: event.name,
        date: event.date,
        endDate: event.endDate,
        description: event.description,
        updatedAt: event.updatedAt,
        url: `${origin}${CALENDAR_PATHS[event.calendar]}?month=${event.date.slice(0, 7)}`,
      },
    ],
  })
  const filename = slugify(event.name) || 'event'
  return new NextResponse(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}.ics"`,
    },
  })
}
