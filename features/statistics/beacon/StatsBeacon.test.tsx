/** @jest-environment jsdom */
import { act, render } from '@testing-library/react'
import { StatsBeacon } from './StatsBeacon'

let pathname = '/news'
jest.mock('next/navigation', () => ({ usePathname: () => pathname }))
const measured: string[] = []
/** How many times the page took the library's functions: once for each time it loaded the library. */
let loads = 0
jest.mock('web-vitals', () => ({
  __esModule: true,
  get onLCP() {
    loads++
    return () => measured.push('lcp')
  },
  onINP: () => measured.push('inp'),
  onCLS: () => measured.push('cls'),
}))

const sent: unknown[] = []
const idle: (() => void)[] = []

beforeEach(() => {
  sent.length = 0
  measured.length = 0
  loads = 0
  idle.length = 0
  pathname = '/news'
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => (sent.push({ url, ...JSON.parse(body) }), true),
  })
  Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: undefined })
  window.requestIdleCallback = ((cb: () => void) => idle.push(cb)) as never
  window.cancelIdleCallback = jest.fn()
  window.history.replaceState(null, '', '/news?page=2')
  jest.spyOn(Math, 'random').mockReturnValue(0.99)
})

afterEach(() => jest.restoreAllMocks())

const runIdle = () => act(() => idle.splice(0).forEach((cb) => cb()))

describe('StatsBeacon', () => {
  it('sends one view of the address once the page is idle, with no identifier, and nothing before', () => {
    render(<StatsBeacon />)
    expect(sent).toEqual([])
    runIdle()
    expect(sent).toEqual([{ url: '/api/stats', kind: 'view', path: '/news?page=2' }])
    expect(document.cookie).toBe('')
    expect(localStorage.length).toBe(0)
    expect(sessionStorage.length).toBe(0)
  })

  it('sends a view for each client-side navigation', () => {
    const { rerender } = render(<StatsBeacon />)
    runIdle()
    pathname = '/careers'
    window.history.replaceState(null, '', '/careers')
    rerender(<StatsBeacon />)
    runIdle()
    expect(sent.map((b) => (b as { path: string }).path)).toEqual(['/news?page=2', '/careers'])
  })

  it('sends nothing under Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true })
    render(<StatsBeacon />)
    runIdle()
    expect(sent).toEqual([])
    expect(idle).toEqual([])
  })

  it('loads web-vitals on every landing, never on a move within the site; measures and sends only on a sampled landing', async () => {
    const { rerender } = render(<StatsBeacon />)
    runIdle()
    await act(async () => {})
    expect([loads, measured]).toEqual([1, []])

    pathname = '/careers'
    rerender(<StatsBeacon />)
    runIdle()
    await act(async () => {})
    expect([loads, measured]).toEqual([1, []])

    jest.spyOn(Math, 'random').mockReturnValue(0)
    render(<StatsBeacon />)
    runIdle()
    await act(async () => {})
    expect([loads, measured]).toEqual([2, ['lcp', 'inp', 'cls']])
  })
})
