import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { JsonLd } from '@/components/ui/JsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import type { CalendarEvent } from '@/lib/calendar/grid'
import type { CalendarKind, YearMonth } from '@/lib/calendar/month'
import { calendarEventsJsonLd } from '@/lib/calendar/jsonld'
import { CALENDAR_PATHS, monthPagePath, monthPageTitle, type MonthRange } from '@/lib/calendar/month-pages'
import { config } from '@/lib/config/site.mjs'
import type { CalendarDownloadItem } from '@/lib/reads/calendar'
import type { SiteSettings } from '@/lib/reads/settings'
import { AcademicYear, type AcademicYearEvents } from './AcademicYear'
import { CalendarDownload } from './CalendarDownload'
import { CalendarView } from './CalendarView'
import { ComingUp } from './ComingUp'
import styles from './Calendar.module.css'

const INTROS: Record<CalendarKind, string> = {
  academic: 'Semester dates, registration, examinations, holidays and graduation.',
  events: 'Concerts, worship, sports and campus life: what is happening at the university.',
}

type Props = {
  calendar: CalendarKind
  title: string
  /** The month shown first, and its events. */
  month: YearMonth
  events: CalendarEvent[]
  /** The months the calendar has pages for: Previous and Next stop at its ends. */
  range: MonthRange
  /** The calendar itself (the current month, with what comes next) or one month's own page. */
  view: { page: 'calendar'; upcoming: CalendarEvent[] } | { page: 'month' }
  downloads: CalendarDownloadItem[]
  settings: SiteSettings
  /** The academic year (July to June) of the month shown, below it: the current one on the calendar's own page. */
  year?: AcademicYearEvents
}

/**
 * The month view, event list, yearly download and feed of one calendar (academic or events). The
 * calendar's own page adds what comes next, so its upcoming events are in its HTML and its
 * structured data whatever the month; a month's page has its own breadcrumb.
 */
export function CalendarPage({ calendar, title, month, events, range, view, downloads, settings, year }: Props) {
  const upcoming = view.page === 'calendar' ? view.upcoming : []
  const shown = new Set(events.map((e) => e.id))
  const jsonLd = calendarEventsJsonLd(
    calendar,
    [...events, ...upcoming.filter((e) => !shown.has(e.id))],
    settings,
    config.serverUrl,
  )
  const feed = `/api/calendar/${calendar}.ics`

  return (
    <>
      <PageHeader title={title} intro={INTROS[calendar]} />
      <BreadcrumbJsonLd
        path={CALENDAR_PATHS[calendar]}
        leaf={
          view.page === 'month'
            ? { name: monthPageTitle(title, month), path: monthPagePath(calendar, month) }
            : undefined
        }
      />
      <div className="container section">
        <CalendarView
          key={`${month.year}-${month.month}`}
          calendar={calendar}
          title={title}
          initialMonth={month}
          initialEvents={events}
          range={range}
        />
        {view.page === 'calendar' ? <ComingUp calendar={calendar} events={upcoming} /> : null}
        {year ? <AcademicYear calendar={calendar} year={year} range={range} /> : null}
      </div>
      <div className="section section-alt">
        <div className={`container ${styles.tools}`}>
          <section aria-labelledby="calendar-download-heading">
            <h2 id="calendar-download-heading">Download a yearly calendar</h2>
            <CalendarDownload options={downloads} />
          </section>
          <section aria-labelledby="calendar-subscribe-heading" className={styles.subscribe}>
            <h2 id="calendar-subscribe-heading">Subscribe</h2>
            <p>
              Add the whole {title.toLowerCase()} to Google Calendar, Outlook or Apple Calendar; it stays up to date as
              dates change.
            </p>
            <p>
              <a className="btn btn-outline" href={feed}>
                Subscribe (iCalendar feed)
              </a>
            </p>
            <p className="muted">
              To subscribe, copy the button’s link address into your calendar app’s “add calendar from URL”.
            </p>
          </section>
        </div>
      </div>
      {jsonLd.map((event, i) => (
        <JsonLd key={i} data={event} />
      ))}
    </>
  )
}
