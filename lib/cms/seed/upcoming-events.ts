import type { SeedContext } from './context'
import { OPEN_DAY, seededCalendarEvents, type CalendarName } from './calendars'
import { dateKeyInTimeZone } from '@/lib/text/dates'
import { slugify } from '@/lib/text/slug'

/**
 * The home page's upcoming events (also /newsandevents, /parents, /giving): each one a calendar
 * event (calendars.ts) with a poster, a place and a start time, dated from the calendar so the
 * slider and the calendars never disagree. [calendar, the calendar's name(s) for it, place, poster label, hour]
 */
const SLIDER: [CalendarName, string[], string, string, number][] = [
  ['events', ['Homecoming weekend'], 'Main campus', 'Homecoming', 18],
  ['events', ['Fall Week of Prayer', 'Spring Week of Prayer'], 'University Church', 'Prayer', 19],
  ['events', [OPEN_DAY.name], 'Main campus', 'Open Day', 10],
  ['events', ['Sports Day'], 'University Oval', 'Sports Day', 8],
  ['events', ['Christmas concert'], 'University Church', 'Concert', 16],
  ['events', ['Career and graduate school fair'], 'Student Centre', 'Career Fair', 10],
  ['events', ['Research symposium'], 'Science Building', 'Research', 9],
  ['events', ['Health fair'], 'Student Centre', 'Health Fair', 10],
  ['events', ['International food and culture day'], 'Student Centre', 'Food Fest', 12],
  ['academic', ['Graduation weekend'], 'University Oval', 'Graduation', 9],
]

/** Jamaica keeps UTC-5 all year: a local hour on a calendar day as a stored instant. */
const atLocalHour = (key: string, hour: number) => `${key}T${String(hour + 5).padStart(2, '0')}:00:00.000Z`

export type SliderEvent = {
  name: string
  date: string
  location: string
  label: string
  description?: string
  poster: number
}

/** The slider's events as of `now`: each one's next date on its calendar, soonest first; one that has none ahead is left out. */
export function sliderEvents(now = new Date()): SliderEvent[] {
  const today = dateKeyInTimeZone(now)
  const calendars = new Map(seededCalendarEvents(now))
  const found: SliderEvent[] = []
  for (const [index, [calendar, names, location, label, hour]] of SLIDER.entries()) {
    const next = calendars
      .get(calendar)!
      .filter((event) => names.includes(event.name) && event.date >= today)
      .sort((a, b) => a.date.localeCompare(b.date))[0]
    if (next)
      found.push({
        name: next.name,
        date: atLocalHour(next.date, hour),
        location,
        label,
        description: next.description,
        poster: index + 1,
      })
  }
  return found.sort((a, b) => a.date.localeCompare(b.date))
}

/** The open day is bookable, with few places so a demo fills it: bookings close the evening before. */
export function openDayBooking(date: string) {
  const deadline = new Date(new Date(date).getTime() - 15 * 60 * 60 * 1000).toISOString()
  return {
    bookable: true,
    capacity: 3,
    deadline,
    hours: 4,
    questions: [{ question: 'Any access needs we should plan for?', required: false }],
  }
}

export async function seedUpcomingEvents(ctx: SeedContext) {
  for (const event of sliderEvents()) {
    const image = await ctx.image({
      key: `event-${event.poster}`,
      alt: `Poster: ${event.name}`,
      label: event.label,
      motif: 'event',
      width: 800,
      height: 1000,
    })
    await ctx.upsert(
      'upcoming-events',
      { slug: { equals: slugify(event.name) } },
      {
        name: event.name,
        slug: slugify(event.name),
        date: event.date,
        location: event.location,
        description: event.description,
        image,
        ...(event.name === OPEN_DAY.name ? { booking: openDayBooking(event.date) } : {}),
      },
    )
  }
}
