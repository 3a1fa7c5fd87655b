'use client'

import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { buildMonthGrid, eventsInMonth, type CalendarEvent } from '@/lib/calendar/grid'
import {
  formatMonthParam,
  monthLabel,
  nextMonth,
  previousMonth,
  sameMonth,
  WEEKDAY_LABELS,
  WEEKDAY_NAMES,
  type CalendarKind,
  type YearMonth,
} from '@/lib/calendar/month'
import { inMonthRange, monthPagePath, type MonthRange } from '@/lib/calendar/month-pages'
import { EventDates } from './EventDates'
import styles from './Calendar.module.css'

/** Spec §9: the month's data is requested 500 ms after the last month change. */
export const MONTH_CHANGE_DELAY_MS = 500

type MonthResponse = { month: string; events: CalendarEvent[] }

const monthUrl = (calendar: CalendarKind, ym: YearMonth) =>
  `/api/calendar/${calendar}?year=${ym.year}&month=${ym.month}`

async function fetchMonth(url: string): Promise<MonthResponse> {
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`Calendar month request failed (${response.status})`)
  return response.json()
}

/** A plain click (no new tab or window asked for) that the page may handle itself. */
const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * A calendar's month: Previous and Next are links to the months' own pages, so they work without
 * JavaScript and crawlers follow them; with JavaScript a plain click moves the grid at once, the
 * month's data follows after the spec's delay and the address follows the month shown. They stop
 * at the ends of the calendar's months (lib/calendar/month-pages.ts).
 */
export function CalendarView({
  calendar,
  title,
  initialMonth,
  initialEvents,
  range,
}: {
  calendar: CalendarKind
  title: string
  initialMonth: YearMonth
  initialEvents: CalendarEvent[]
  range: MonthRange
}) {
  const [month, setMonth] = useState(initialMonth)
  const [requested, setRequested] = useState(initialMonth)
  const first = useRef(true)
  const { cache } = useSWRConfig()

  // The grid moves at once; the data request waits until the visitor stops clicking.
  useEffect(() => {
    const timer = setTimeout(() => setRequested(month), MONTH_CHANGE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [month])

  // The URL records the month so it can be shared and reloaded.
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const url = new URL(window.location.href)
    url.searchParams.set('month', formatMonthParam(month))
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
  }, [month])

  const isInitial = sameMonth(requested, initialMonth)
  const { data, error } = useSWR<MonthResponse>(isInitial ? null : monthUrl(calendar, requested), fetchMonth, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    dedupingInterval: 60_000,
    onError: (e) => console.error(e),
  })

  let events: CalendarEvent[] | null = null
  if (sameMonth(month, initialMonth)) events = initialEvents
  else if (sameMonth(month, requested) && data) events = data.events
  else {
    const cached = cache.get(monthUrl(calendar, month))?.data as MonthResponse | undefined
    if (cached) events = cached.events
  }
  const failed = Boolean(error) && sameMonth(month, requested) && !events

  const grid = useMemo(() => buildMonthGrid(month, events ?? []), [month, events])
  const listed = useMemo(() => eventsInMonth(events ?? [], month), [events, month])
  const label = monthLabel(month)
  const prev = previousMonth(month)
  const next = nextMonth(month)
  const follow = (event: MouseEvent, to: YearMonth) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    setMonth(to)
  }

  return (
    <div className={styles.layout}>
      <section className={styles.monthView} aria-labelledby={`${calendar}-month`}>
        <div className={styles.toolbar}>
          {inMonthRange(range, prev) ? (
            <a
              className={`btn btn-outline ${styles.previous}`}
              href={monthPagePath(calendar, prev)}
              onClick={(event) => follow(event, prev)}
              aria-label={`Previous month, ${monthLabel(prev)}`}
            >
              <span aria-hidden="true">‹</span> Previous
            </a>
          ) : (
            <span />
          )}
          <h2 id={`${calendar}-month`} className={styles.monthHeading} aria-live="polite">
            {label}
          </h2>
          {inMonthRange(range, next) ? (
            <a
              className={`btn btn-outline ${styles.next}`}
              href={monthPagePath(calendar, next)}
              onClick={(event) => follow(event, next)}
              aria-label={`Next month, ${monthLabel(next)}`}
            >
              Next <span aria-hidden="true">›</span>
            </a>
          ) : (
            <span />
          )}
        </div>
        <table className={styles.grid} data-month={formatMonthParam(month)}>
          <caption className="visually-hidden">
            {title}, {label}
          </caption>
          <thead>
            <tr>
              {WEEKDAY_LABELS.map((day, i) => (
                <th key={day} scope="col" abbr={WEEKDAY_NAMES[i]}>
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.weeks.map((week, w) => (
              <tr key={w}>
                {week.map((cell) =>
                  cell.kind === 'previous' ? (
                    <td key={cell.date} className={styles.outside} data-kind="previous" data-date={cell.date}>
                      <span className={styles.dayNumber}>{cell.day}</span>
                      <span className="visually-hidden"> (previous month)</span>
                    </td>
                  ) : (
                    <td
                      key={cell.date}
                      className={cell.events.length ? styles.eventDay : styles.day}
                      data-kind="day"
                      data-date={cell.date}
                      data-event-day={cell.events.length ? 'true' : undefined}
                    >
                      <span className={styles.dayNumber}>{cell.day}</span>
                      {cell.events.length ? (
                        <>
                          <span className="visually-hidden">, event day: </span>
                          <span className={styles.dot} aria-hidden="true" />
                          <ul className={styles.cellEvents}>
                            {cell.events.map((e) => (
                              <li key={e.id}>{e.name}</li>
                            ))}
                          </ul>
                        </>
                      ) : null}
                    </td>
                  ),
                )}
                {Array.from({ length: 7 - week.length }, (_, i) => (
                  <td key={`pad-${i}`} className={styles.pad} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.status} role="status">
          {failed
            ? 'The events of this month could not be loaded. Please try again later.'
            : events
              ? ''
              : 'Loading events…'}
        </p>
      </section>

      <section className={styles.eventList} aria-labelledby={`${calendar}-events`}>
        <h2 id={`${calendar}-events`}>Events in {label}</h2>
        {events && listed.length === 0 ? <p className="muted">No events are listed for {label}.</p> : null}
        <ul>
          {listed.map((e) => (
            <li key={e.id} className={styles.eventItem}>
              <span className={styles.eventDate}>
                <EventDates date={e.date} endDate={e.endDate} />
              </span>
              <span className={styles.eventName}>{e.name}</span>
              {e.description ? <span className={styles.eventDescription}>{e.description}</span> : null}
              <a className={styles.addLink} href={`/api/calendar/event/${e.id}.ics`} download>
                Add to calendar<span className="visually-hidden">: {e.name}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
