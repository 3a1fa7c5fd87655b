import { buildMonthGrid, eventsInMonth, type CalendarEvent } from './grid'

const ev = (id: string, date: string, endDate = date): CalendarEvent => ({
  id,
  name: `Event ${id}`,
  date,
  endDate,
  description: null,
})

function shape(year: number, month: number) {
  const grid = buildMonthGrid({ year, month })
  const cells = grid.weeks.flat()
  return {
    grid,
    leading: cells.filter((c) => c.kind === 'previous'),
    days: cells.filter((c) => c.kind === 'day'),
  }
}

describe('buildMonthGrid', () => {
  it('has no leading cells for a month starting on Sunday (November 2026)', () => {
    const { grid, leading, days } = shape(2026, 11)
    expect(leading).toHaveLength(0)
    expect(days).toHaveLength(30)
    expect(grid.weeks[0][0]).toMatchObject({ kind: 'day', day: 1 })
    expect(grid.weeks.map((w) => w.length)).toEqual([7, 7, 7, 7, 2])
  })

  it('shades six days of the previous month when the 1st is a Saturday (August 2026)', () => {
    const { grid, leading } = shape(2026, 8)
    expect(leading.map((c) => c.day)).toEqual([26, 27, 28, 29, 30, 31])
    expect(leading[0].date).toBe('2026-07-26')
    expect(grid.weeks[0][6]).toMatchObject({ kind: 'day', day: 1 })
    expect(grid.weeks).toHaveLength(6)
    expect(grid.weeks.at(-1)?.map((c) => c.day)).toEqual([30, 31]) // 31 August closes the last week
  })

  it('handles February in leap and common years', () => {
    const leap = shape(2024, 2) // starts Thursday, 29 days
    expect(leap.leading.map((c) => c.day)).toEqual([28, 29, 30, 31]) // January's last days
    expect(leap.days).toHaveLength(29)
    const common = shape(2026, 2) // starts Sunday, 28 days: exactly four weeks
    expect(common.leading).toHaveLength(0)
    expect(common.grid.weeks.map((w) => w.length)).toEqual([7, 7, 7, 7])
    const leapPrev = shape(2024, 3) // March 2024 starts Friday: shaded days are 25–29 February
    expect(leapPrev.leading.map((c) => c.day)).toEqual([25, 26, 27, 28, 29])
  })

  it('takes the previous month across the year end (January 2027 shades December 2026)', () => {
    const { leading, days } = shape(2027, 1) // 1 January 2027 is a Friday
    expect(leading.map((c) => c.date)).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31'])
    expect(days).toHaveLength(31)
  })

  it('never puts more than 7 cells in a week and covers every day once', () => {
    for (let year = 2023; year <= 2028; year++) {
      for (let month = 1; month <= 12; month++) {
        const { grid, days } = shape(year, month)
        expect(grid.weeks.every((w) => w.length <= 7 && w.length > 0)).toBe(true)
        expect(grid.weeks.slice(0, -1).every((w) => w.length === 7)).toBe(true)
        expect(days.map((d) => d.day)).toEqual(Array.from({ length: grid.days }, (_, i) => i + 1))
        expect(grid.leading).toBe(new Date(Date.UTC(year, month - 1, 1)).getUTCDay())
      }
    }
  })

  it('marks event days, including every day of a multi-day event', () => {
    const events = [ev('a', '2026-11-05'), ev('b', '2026-11-20', '2026-11-22'), ev('c', '2026-10-30', '2026-11-01')]
    const cells = buildMonthGrid({ year: 2026, month: 11 }, events).weeks.flat()
    const marked = cells.filter((c) => c.kind === 'day' && c.events.length > 0).map((c) => c.day)
    expect(marked).toEqual([1, 5, 20, 21, 22])
  })
})

describe('eventsInMonth', () => {
  it('keeps events overlapping the month, ordered by date', () => {
    const events = [
      ev('late', '2026-11-30'),
      ev('early', '2026-11-02'),
      ev('before', '2026-10-01'),
      ev('span', '2026-10-28', '2026-11-01'),
      ev('after', '2026-12-01'),
    ]
    expect(eventsInMonth(events, { year: 2026, month: 11 }).map((e) => e.id)).toEqual(['span', 'early', 'late'])
  })
})
