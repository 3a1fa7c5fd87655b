import type { CalendarEvent } from '@/lib/calendar/grid'
import type { CalendarKind } from '@/lib/calendar/month'
import { eventMonthPath } from '@/lib/calendar/month-pages'
import { PageLink } from '@/components/ui/PageLink'
import { EventDates } from './EventDates'
import styles from './Calendar.module.css'

/**
 * What comes next on a calendar, from today on, whatever month the grid shows: in the calendar's
 * server HTML, so visitors without JavaScript and search engines find the coming events, each
 * leading to its month's page (a month with events always has one).
 */
export function ComingUp({ calendar, events }: { calendar: CalendarKind; events: CalendarEvent[] }) {
  return (
    <section className={styles.comingUp} aria-labelledby={`${calendar}-coming-up`}>
      <h2 id={`${calendar}-coming-up`}>Coming up</h2>
      {events.length ? (
        <ul>
          {events.map((e) => (
            <li key={e.id}>
              <span className={styles.eventDate}>
                <EventDates date={e.date} endDate={e.endDate} />
              </span>{' '}
              <PageLink href={eventMonthPath(calendar, e.date)}>{e.name}</PageLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Nothing more is listed yet.</p>
      )}
    </section>
  )
}
