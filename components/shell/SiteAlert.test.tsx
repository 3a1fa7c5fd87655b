/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react'
import { ALERT_ENDPOINT, ALERT_POLL_MS, type PublicAlert } from '@/lib/alerts/public-alert'
import { SiteAlert } from './SiteAlert'

const HOUR = 60 * 60 * 1000
const alert = (over: Partial<PublicAlert> = {}): PublicAlert => ({
  id: '5',
  version: '2026-03-01T10:00:00.000Z',
  level: 'warning',
  headline: 'Water outage on campus',
  text: 'Water is off in the dormitories until 3 pm.',
  link: null,
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: new Date(Date.now() + HOUR).toISOString(),
  ...over,
})

let answer: PublicAlert | null
const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ alert: answer }) }))

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

/** Lets the fetch promise chain and the lazy banner resolve. */
const settle = () => act(async () => void (await jest.advanceTimersByTimeAsync(0)))

beforeEach(() => {
  jest.useFakeTimers()
  fetchMock.mockClear()
  global.fetch = fetchMock as unknown as typeof fetch
  setVisibility('visible')
  window.localStorage.clear()
})
afterEach(() => jest.useRealTimers())

describe('SiteAlert', () => {
  it('shows nothing and asks nothing before the first poll when no alert is on; its two live regions are there, empty', () => {
    answer = null
    render(<SiteAlert initial={null} />)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows an alert published while the page is open at the next poll, inside the live region that was already there, and drops it when it is gone', async () => {
    answer = null
    render(<SiteAlert initial={null} />)
    const region = screen.getByRole('status')
    answer = alert()
    await act(async () => void (await jest.advanceTimersByTimeAsync(ALERT_POLL_MS)))
    await settle()
    expect(fetchMock).toHaveBeenCalledWith(ALERT_ENDPOINT, { cache: 'no-store' })
    await screen.findByText('Water outage on campus')
    // The same element: added text is announced only by a live region that existed before it.
    expect(screen.getByRole('status')).toBe(region)
    expect(region).toHaveTextContent('Warning Water outage on campus Water is off in the dormitories until 3 pm.')
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()

    answer = null
    await act(async () => void (await jest.advanceTimersByTimeAsync(ALERT_POLL_MS)))
    expect(region).toBeEmptyDOMElement()
  })

  it('stops asking while the tab is hidden, and asks at once when it is shown again', async () => {
    answer = null
    render(<SiteAlert initial={null} />)
    const assertive = screen.getByRole('alert')
    act(() => setVisibility('hidden'))
    await act(async () => void (await jest.advanceTimersByTimeAsync(ALERT_POLL_MS * 3)))
    expect(fetchMock).not.toHaveBeenCalled()
    answer = alert({ level: 'emergency', headline: 'Campus closed' })
    act(() => setVisibility('visible'))
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    // An emergency is announced assertively.
    await screen.findByText('Campus closed')
    expect(screen.getByRole('alert')).toBe(assertive)
    expect(assertive).toHaveTextContent('Emergency Campus closed')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('keeps what shows when the server cannot answer', async () => {
    render(<SiteAlert initial={alert()} />)
    await screen.findByText('Water outage on campus')
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch')
    })
    await act(async () => void (await jest.advanceTimersByTimeAsync(ALERT_POLL_MS)))
    expect(screen.getByRole('status')).toHaveTextContent('Water outage on campus')
  })
})
