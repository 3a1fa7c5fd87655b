/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { CalendarView, MONTH_CHANGE_DELAY_MS } from './CalendarView'
import { CalendarDownload } from './CalendarDownload'

const events = [{ id: '1', name: 'Fall semester ends', date: '2030-12-06', endDate: '2030-12-06', description: null }]

const RANGE = { first: { year: 2030, month: 11 }, last: { year: 2031, month: 2 } }

function setup(initialMonth = { year: 2030, month: 12 }) {
  const fetchMock = jest.fn(async (url: string) => {
    const month = new URL(url, 'http://x').searchParams
    return {
      ok: true,
      json: async () => ({
        month: `${month.get('year')}-${String(month.get('month')).padStart(2, '0')}`,
        events: [
          { id: '9', name: 'Spring semester begins', date: '2031-01-13', endDate: '2031-01-13', description: null },
        ],
      }),
    }
  })
  global.fetch = fetchMock as unknown as typeof fetch
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <CalendarView
        calendar="academic"
        title="Academic Calendar"
        initialMonth={initialMonth}
        initialEvents={events}
        range={RANGE}
      />
    </SWRConfig>,
  )
  return fetchMock
}

describe('CalendarView', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('renders the initial month with shaded leading days and marked event days, without fetching', () => {
    const fetchMock = setup()
    const table = screen.getByRole('table', { name: 'Academic Calendar, December 2030' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'])
    expect(table.querySelectorAll('td[data-kind="previous"]')).toHaveLength(0) // 1 December 2030 is a Sunday
    const marked = table.querySelectorAll('td[data-event-day="true"]')
    expect(marked).toHaveLength(1)
    expect(marked[0]).toHaveAttribute('data-date', '2030-12-06')
    expect(screen.getByText('2030/12/06')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(2000))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('leads to the months before and after by links to their pages', () => {
    setup()
    expect(screen.getByRole('link', { name: 'Previous month, November 2030' })).toHaveAttribute(
      'href',
      '/academiccalendar?month=2030-11',
    )
    expect(screen.getByRole('link', { name: 'Next month, January 2031' })).toHaveAttribute(
      'href',
      '/academiccalendar?month=2031-01',
    )
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('leaves a click that asks for a new tab or window to the browser', () => {
    setup()
    // What the page left the browser to do, read after React's handlers (jsdom cannot navigate).
    const leftToBrowser: boolean[] = []
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented)
      event.preventDefault()
    }
    window.addEventListener('click', record)
    const next = screen.getByRole('link', { name: /^Next month/ })
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      fireEvent.click(next, modifier)
      expect(screen.getByRole('heading', { name: 'December 2030' })).toBeInTheDocument()
    }
    fireEvent.click(next)
    expect(screen.getByRole('heading', { name: 'January 2031' })).toBeInTheDocument()
    window.removeEventListener('click', record)
    expect(leftToBrowser).toEqual([true, true, true, true, false])
  })

  it('stops at the ends of the calendar’s months', () => {
    setup({ year: 2030, month: 11 })
    expect(screen.queryByRole('link', { name: /^Previous month/ })).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: /^Next month/ }))
    fireEvent.click(screen.getByRole('link', { name: /^Next month/ }))
    fireEvent.click(screen.getByRole('link', { name: /^Next month/ }))
    expect(screen.getByRole('heading', { name: 'February 2031' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Next month/ })).toBeNull()
    expect(screen.getByRole('link', { name: /^Previous month/ })).toHaveAttribute(
      'href',
      '/academiccalendar?month=2031-01',
    )
  })

  it('rolls across the year end at once and fetches once after a burst of clicks', async () => {
    const fetchMock = setup()
    const next = () => screen.getByRole('link', { name: /^Next month/ })
    fireEvent.click(next())
    expect(screen.getByRole('heading', { name: 'January 2031' })).toBeInTheDocument()
    expect(window.location.search).toBe('?month=2031-01')
    fireEvent.click(next())
    fireEvent.click(screen.getByRole('link', { name: /^Previous month/ }))
    expect(screen.getByRole('heading', { name: 'January 2031' })).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
    await act(async () => {
      jest.advanceTimersByTime(MONTH_CHANGE_DELAY_MS)
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0][0]).toBe('/api/calendar/academic?year=2031&month=1')
    await act(async () => {
      await Promise.resolve()
    })
    expect(await screen.findByText('Spring semester begins', { selector: 'span' })).toBeInTheDocument()
    // 1 January 2031 is a Wednesday: three shaded days of December 2030.
    expect(document.querySelectorAll('td[data-kind="previous"]')).toHaveLength(3)
  })
})

describe('CalendarDownload', () => {
  it('keeps Download inert until a year is chosen', () => {
    render(<CalendarDownload options={[{ id: '1', label: '2018/2019', url: '/api/documents/file/cal.pdf' }]} />)
    const select = screen.getByRole('combobox', { name: 'Yearly calendar' })
    expect(screen.getByRole('option', { name: 'Please select a calendar to download' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled()
    fireEvent.change(select, { target: { value: '/api/documents/file/cal.pdf' } })
    expect(screen.getByRole('link', { name: /^Download/ })).toHaveAttribute('href', '/api/documents/file/cal.pdf')
  })
})
