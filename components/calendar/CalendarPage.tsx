import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { JsonLd } from '@/components/ui/JsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { currentMonth, parseMonthParam, type CalendarKind } from '@/lib/calendar/month'
import { calendarEventsJsonLd } from '@/lib/calendar/jsonld'
import { CALENDAR_PATHS } from '@/lib/calendar/request'
import { config } from '@/lib/config.mjs'
import { getCalendarDownloads, getMonthEvents } from '@/lib/reads/calendar'
import { getSiteSettings } from '@/lib/reads/settings'
import { AcademicYear } from './AcademicYear'
import { CalendarDownload } from './CalendarDownload'
import { CalendarView } from './CalendarView'
import styles from './Calendar.module.css'

export type CalendarSearchParams = Promise<Record<string, string | string[] | undefined>>

/** The month view, event list, yearly download and feed of one calendar (academic or events). */
export async function CalendarPage({
  calendar,
  title,
  intro,
  searchParams,
  yearView = false,
}: {
  calendar: CalendarKind
  /** Show the current academic year (July to June) below the month. */
  yearView?: boolean
  title: string
  intro: string
  searchParams: CalendarSearchParams
}) {
  const raw = (await searchParams).month
  const month = parseMonthParam(Array.isArray(raw) ? raw[0] : raw) ?? currentMonth()
  const [events, downloads, settings] = await Promise.all([getMonthEvents(calendar, month.year, month.month), getCalendarDownloads(), getSiteSettings()])
  const jsonLd = calendarEventsJsonLd(calendar, events, settings, config.serverUrl)
  const feed = `/api/calendar/${calendar}.ics`

  return (
    <>
      <PageHeader title={title} intro={intro} />
      <BreadcrumbJsonLd path={CALENDAR_PATHS[calendar]} />
      <div className="container section">
        <CalendarView key={`${month.year}-${month.month}`} calendar={calendar} title={title} initialMonth={month} initialEvents={events} />
        {yearView ? <AcademicYear calendar={calendar} /> : null}
      </div>
      <div className="section section-alt">
        <div className={`container ${styles.tools}`}>
          <section aria-labelledby="calendar-download-heading">
            <h2 id="calendar-download-heading">Download a yearly calendar</h2>
            <CalendarDownload options={downloads} />
          </section>
          <section aria-labelledby="calendar-subscribe-heading" className={styles.subscribe}>
            <h2 id="calendar-subscribe-heading">Subscribe</h2>
            <p>Add the whole {title.toLowerCase()} to Google Calendar, Outlook or Apple Calendar; it stays up to date as dates change.</p>
            <p>
              <a className="btn btn-outline" href={feed}>
                Subscribe (iCalendar feed)
              </a>
            </p>
            <p className="muted">To subscribe, copy the button’s link address into your calendar app’s “add calendar from URL”.</p>
          </section>
        </div>
      </div>
      {jsonLd.map((event, i) => (
        <JsonLd key={i} data={event} />
      ))}
    </>
  )
}
