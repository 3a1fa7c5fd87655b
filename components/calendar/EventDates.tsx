import { formatDateKey, longDate } from '@/lib/calendar/month'

/** An event's first day, and its last when it runs longer (the full date as a tooltip). */
export function EventDates({ date, endDate }: { date: string; endDate: string }) {
  return (
    <>
      <time dateTime={date} title={longDate(date)}>
        {formatDateKey(date)}
      </time>
      {endDate !== date ? (
        <>
          {' – '}
          <time dateTime={endDate} title={longDate(endDate)}>
            {formatDateKey(endDate)}
          </time>
        </>
      ) : null}
    </>
  )
}
