import { addDays, currentMonth, dateKey, daysInMonth } from '@/lib/calendar/month'
import type { SeedContext } from './context'

/** The academic and events calendars (this academic year, relative to today) and the yearly calendar download. */

export type SeedEvent = { name: string; date: string; endDate?: string; description?: string }

/** A stored date for a `YYYY-MM-DD` day: noon UTC is 07:00 in Jamaica, the same calendar day. */
const stored = (key: string) => `${key}T12:00:00.000Z`

/** The nth weekday (0 = Sunday) of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay()
    return dateKey(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7)
  }
  const last = daysInMonth({ year, month })
  const lastWeekday = new Date(Date.UTC(year, month - 1, last)).getUTCDay()
  return dateKey(year, month, last - ((lastWeekday - weekday + 7) % 7))
}

/** Easter Sunday (Gregorian, anonymous algorithm). */
function easter(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return dateKey(year, month, day)
}

export function academicEvents(y: number): SeedEvent[] {
  const n = y + 1
  const d = (year: number, month: number, day: number) => dateKey(year, month, day)
  const mon = (year: number, month: number, k: number) => nthWeekday(year, month, 1, k)
  const fallStart = mon(y, 8, -1)
  const springStart = mon(n, 1, 2)
  const goodFriday = addDays(easter(n), -2)
  return [
    { name: 'Emancipation Day (holiday)', date: d(y, 8, 1) },
    { name: 'Independence Day (holiday)', date: d(y, 8, 6) },
    { name: 'Faculty and staff colloquium', date: mon(y, 8, 2), endDate: addDays(mon(y, 8, 2), 4) },
    { name: 'New student orientation (fall)', date: addDays(fallStart, -7), endDate: addDays(fallStart, -5) },
    {
      name: 'Fall semester registration',
      date: addDays(fallStart, -4),
      endDate: addDays(fallStart, -1),
      description: 'Returning and new students register online or at the Records office.',
    },
    { name: 'Fall semester begins', date: fallStart, description: 'First day of classes for the fall semester.' },
    { name: 'Last day to add or drop a course (fall)', date: addDays(fallStart, 11) },
    { name: 'Mid-semester examinations (fall)', date: mon(y, 10, 2), endDate: addDays(mon(y, 10, 2), 4) },
    { name: 'National Heroes Day (holiday)', date: mon(y, 10, 3) },
    { name: 'Last day to withdraw from a course (fall)', date: mon(y, 11, 2) },
    { name: 'Spring semester pre-registration', date: mon(y, 11, 3), endDate: addDays(mon(y, 11, 3), 11) },
    { name: 'Final examinations (fall)', date: mon(y, 12, 1), endDate: addDays(mon(y, 12, 1), 4) },
    { name: 'Fall semester ends', date: addDays(mon(y, 12, 1), 4) },
    { name: 'Christmas Day (holiday)', date: d(y, 12, 25) },
    { name: 'Boxing Day (holiday)', date: d(y, 12, 26) },
    { name: "New Year's Day (holiday)", date: d(n, 1, 1) },
    { name: 'Spring semester registration', date: addDays(springStart, -7), endDate: addDays(springStart, -3) },
    // Orientation is each August and January (FINANCE_SCHEDULE.orientationMonths).
    { name: 'New student orientation (spring)', date: addDays(springStart, -4), endDate: addDays(springStart, -3) },
    { name: 'Spring semester begins', date: springStart, description: 'First day of classes for the spring semester.' },
    { name: 'Last day to add or drop a course (spring)', date: addDays(springStart, 11) },
    { name: 'Mid-semester examinations (spring)', date: mon(n, 3, 1), endDate: addDays(mon(n, 3, 1), 4) },
    { name: 'Ash Wednesday (holiday)', date: addDays(easter(n), -46) },
    { name: 'Good Friday (holiday)', date: goodFriday },
    { name: 'Easter Monday (holiday)', date: addDays(easter(n), 1) },
    { name: 'Final examinations (spring)', date: mon(n, 4, -1), endDate: addDays(mon(n, 4, -1), 4) },
    {
      name: 'Graduation weekend',
      date: addDays(nthWeekday(n, 5, 0, 2), -2),
      endDate: nthWeekday(n, 5, 0, 2),
      description: 'Baccalaureate service on Sabbath, commencement on Sunday.',
    },
    { name: 'Summer session I begins', date: mon(n, 5, 3) },
    { name: 'Labour Day (holiday)', date: d(n, 5, 23) },
    { name: 'Summer session II begins', date: mon(n, 6, 4) },
    { name: 'Summer sessions end', date: nthWeekday(n, 7, 5, -1) },
  ]
}

/** Sports Day: the third Thursday of February (the news story of its results is dated from it too). */
export const sportsDay = (year: number) => nthWeekday(year, 2, 4, 3)

/** Events held twice a year, each described once. */
const WEEK_OF_PRAYER = 'Morning and evening services in the church.'
export const OPEN_DAY = {
  name: 'Open Day for prospective students',
  description: 'Tours, programme talks and meetings with admissions staff.',
}

function eventsCalendar(y: number): SeedEvent[] {
  const n = y + 1
  const sun = (year: number, month: number, k: number) => nthWeekday(year, month, 0, k)
  const fri = (year: number, month: number, k: number) => nthWeekday(year, month, 5, k)
  const sab = (year: number, month: number, k: number) => nthWeekday(year, month, 6, k)
  return [
    {
      name: 'Opening convocation',
      date: nthWeekday(y, 9, 4, 1),
      description: 'The university community welcomes the new academic year.',
    },
    {
      name: 'Fall Week of Prayer',
      date: sun(y, 9, 3),
      endDate: addDays(sun(y, 9, 3), 6),
      description: WEEK_OF_PRAYER,
    },
    { name: 'Club rush', date: nthWeekday(y, 9, 3, 4) },
    {
      name: 'Homecoming weekend',
      date: fri(y, 10, 4),
      endDate: addDays(fri(y, 10, 4), 2),
      description: 'Alumni return for worship, the homecoming parade and class reunions.',
    },
    {
      ...OPEN_DAY,
      date: sun(y, 11, 1),
    },
    {
      name: 'International food and culture day',
      date: sun(y, 11, 2),
      description: 'Students share the food and culture of their countries.',
    },
    { name: 'Thanksgiving vespers', date: fri(y, 11, 3) },
    { name: 'Christmas concert', date: sab(y, 12, 1), description: 'University choirs and orchestra in concert.' },
    { name: 'Carol service', date: fri(y, 12, 2) },
    {
      name: 'Spring Week of Prayer',
      date: sun(n, 2, 1),
      endDate: addDays(sun(n, 2, 1), 6),
      description: WEEK_OF_PRAYER,
    },
    { name: 'Sports Day', date: sportsDay(n), description: 'The four houses compete on the oval.' },
    {
      ...OPEN_DAY,
      date: sun(n, 3, 1),
    },
    {
      name: 'Career and graduate school fair',
      date: nthWeekday(n, 3, 3, 2),
      description: 'Employers meet students and graduates about jobs and internships.',
    },
    {
      name: 'Health fair',
      date: sun(n, 3, 4),
      description: 'Free health screenings for students and the community.',
    },
    {
      name: 'Research symposium',
      date: nthWeekday(n, 4, 3, 1),
      description: 'Faculty and students present their research.',
    },
    { name: 'Spring choral festival', date: sab(n, 4, 2) },
    { name: 'Awards convocation', date: nthWeekday(n, 4, 4, 3) },
    { name: 'Alumni golf and fellowship day', date: sun(n, 6, 2) },
    { name: 'Summer youth camp', date: sun(n, 7, 2), endDate: addDays(sun(n, 7, 2), 5) },
  ]
}

/** A few events in the month the seed runs, so the calendars open on a month with content. */
function currentMonthEvents(year: number, month: number): { academic: SeedEvent[]; events: SeedEvent[] } {
  const d = (day: number) => dateKey(year, month, day)
  return {
    academic: [
      {
        name: 'Academic advisement week',
        date: d(3),
        endDate: d(7),
        description: 'Meet your advisor before registration.',
      },
      { name: 'Library research skills workshop', date: d(12) },
      { name: 'Faculty senate meeting', date: d(18) },
      { name: 'Deadline for incomplete grades', date: d(26) },
    ],
    events: [
      { name: 'Campus blood drive', date: d(5) },
      { name: 'Vespers concert', date: d(13), description: 'Music for the start of Sabbath in the university church.' },
      { name: 'Community outreach Sunday', date: d(15) },
      { name: 'Student talent showcase', date: d(22) },
    ],
  }
}

export type CalendarName = 'academic' | 'events'

/**
 * Every event the demo's calendars hold, from the seed's day: this academic year and the next (so
 * what comes next is always on the calendar, whatever the month), and a few in the current month.
 * The home page's upcoming events are chosen from these (upcoming-events.ts): one date per event.
 */
export function seededCalendarEvents(now = new Date()): [CalendarName, SeedEvent[]][] {
  const { year, month } = currentMonth(now)
  const startYear = month >= 8 ? year : year - 1
  const current = currentMonthEvents(year, month)
  return [
    ['academic', [...academicEvents(startYear), ...academicEvents(startYear + 1), ...current.academic]],
    ['events', [...eventsCalendar(startYear), ...eventsCalendar(startYear + 1), ...current.events]],
  ]
}

export async function seedCalendars(ctx: SeedContext) {
  const sets = seededCalendarEvents()
  for (const [calendar, events] of sets) {
    for (const e of events) {
      await ctx.upsert(
        'calendar-events',
        {
          and: [{ name: { equals: e.name } }, { calendar: { equals: calendar } }, { date: { equals: stored(e.date) } }],
        },
        {
          name: e.name,
          calendar,
          date: stored(e.date),
          endDate: e.endDate ? stored(e.endDate) : undefined,
          description: e.description,
        },
      )
    }
  }

  const file = await ctx.pdf({
    key: 'academic-calendar-2018-2019',
    title: 'Academic calendar 2018/2019',
    category: 'calendar',
    lines: [
      'Fall semester: August 2018 - December 2018',
      'Spring semester: January 2019 - May 2019',
      'Summer sessions: May 2019 - July 2019',
    ],
  })
  await ctx.upsert('calendar-downloads', { label: { equals: '2018/2019' } }, { label: '2018/2019', file })
}
