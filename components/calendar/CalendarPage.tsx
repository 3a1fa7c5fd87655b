import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { JsonLd } from '@/components/ui/JsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import type { CalendarEvent } from '@/lib/calendar/grid'
import type { CalendarKind, YearMonth } from '@/lib/calendar/month'
import { calendarEventsJsonLd } from '@/lib/calendar/jsonld'
import { CALENDAR_PATHS } from '@/lib/calendar/request'
import { config } from '@/lib/config/site.mjs'
import type { CalendarDownloadItem } from '@/lib/reads/calendar'
import type { SiteSettings } from '@/lib/reads/settings'
import { AcademicYear, type AcademicYearEvents } from './AcademicYear'
import { CalendarDownload } from './CalendarDownload'
import { CalendarView } from './CalendarView'
import styles from './Calendar.module.css'

type Props = {
  calendar: CalendarKind
  title: string
  intro: string
  /** The month shown first, and its events. */
  month: YearMonth
  events: CalendarEvent[]
  downloads: CalendarDownloadItem[]
  settings: SiteSettings
  /** The current academic year (July to June), shown below the month. */
  year?: AcademicYearEvents
}

/** The month view, event list, yearly download and feed of one calendar (academic or events). */
export function CalendarPage({ calendar, title, intro, month, events, downloads, settings, year }: Props) {
  const jsonLd = calendarEventsJsonLd(calendar, events, settings, config.serverUrl)
  const feed = `/api/calendar/${calendar}.ics`

  return (
    <>
      <PageHeader title={title} intro={intro} />
      <BreadcrumbJsonLd path={CALENDAR_PATHS[calendar]} />
      <div className="container section">
        <CalendarView
          key={`${month.year}-${month.month}`}
          calendar={calendar}
          title={title}
          initialMonth={month}
          initialEvents={events}
        />
        {year ? <AcademicYear calendar={calendar} year={year} /> : null}
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
