import type { CalendarEvent } from '@/lib/calendar/grid'
import { formatMonthParam, monthLabel, type CalendarKind, type YearMonth } from '@/lib/calendar/month'
import { inMonthRange, monthPagePath, type MonthRange } from '@/lib/calendar/month-pages'
import { PageLink } from '@/components/ui/PageLink'
import { EventDates } from './EventDates'
import styles from './Calendar.module.css'

/** An academic year's months (lib/calendar/academic-year.ts) with each month's events (`events[i]` for `months[i]`). */
export type AcademicYearEvents = { label: string; months: YearMonth[]; events: CalendarEvent[][] }

/**
 * The current academic year at a glance, July to June (spec §4 has a fixed academic-year order;
 * the original's January–June-then-July–December order is not kept): each month's dates, each
 * month linking to its grid (when the calendar has a page for it).
 */
export function AcademicYear({
  calendar,
  year,
  range,
}: {
  calendar: CalendarKind
  year: AcademicYearEvents
  range: MonthRange
}) {
  return (
    <section className={`render-when-near ${styles.year}`} aria-labelledby={`${calendar}-year`}>
      <h2 id={`${calendar}-year`}>The {year.label} academic year</h2>
      <ol className={styles.yearMonths}>
        {year.months.map((m, i) => {
          // An event spanning two months is listed in the month it starts.
          const starting = year.events[i].filter((e) => e.date.startsWith(formatMonthParam(m)))
          return (
            <li key={formatMonthParam(m)}>
              <h3>
                {inMonthRange(range, m) ? (
                  <PageLink href={monthPagePath(calendar, m)}>{monthLabel(m)}</PageLink>
                ) : (
                  monthLabel(m)
                )}
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
