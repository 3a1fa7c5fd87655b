import { academicYear } from '@/lib/calendar/academic-year'
import { currentMonth, formatMonthParam, monthLabel, type CalendarKind } from '@/lib/calendar/month'
import { CALENDAR_PATHS } from '@/lib/calendar/request'
import { getMonthEvents } from '@/lib/reads/calendar'
import { PageLink } from '@/components/ui/PageLink'
import { EventDates } from './EventDates'
import styles from './Calendar.module.css'

/**
 * The current academic year at a glance, July to June (spec §4 has a fixed academic-year order;
 * the original's January–June-then-July–December order is not kept): each month's dates, each
 * month linking to its grid.
 */
export async function AcademicYear({ calendar }: { calendar: CalendarKind }) {
  const { label, months } = academicYear(currentMonth())
  const perMonth = await Promise.all(months.map((m) => getMonthEvents(calendar, m.year, m.month)))
  return (
    <section className={`render-when-near ${styles.year}`} aria-labelledby={`${calendar}-year`}>
      <h2 id={`${calendar}-year`}>The {label} academic year</h2>
      <ol className={styles.yearMonths}>
        {months.map((m, i) => {
          // An event spanning two months is listed in the month it starts.
          const starting = perMonth[i].filter((e) => e.date.startsWith(formatMonthParam(m)))
          return (
            <li key={formatMonthParam(m)}>
              <h3>
                <PageLink href={`${CALENDAR_PATHS[calendar]}?month=${formatMonthParam(m)}`}>{monthLabel(m)}</PageLink>
              </h3>
              {starting.length ? (
                <ul>
                  {starting.map((e) => (
                    <li key={e.id}>
                      <EventDates date={e.date} endDate={e.endDate} /> {e.name}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">No dates listed.</p>
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
