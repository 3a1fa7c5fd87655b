/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PublicAlert } from '@/lib/alerts/public-alert'
import { dismissalKey } from '@/lib/alerts/dismissal'
import SiteAlertBanner from './SiteAlertBanner'
import { ALERT_HIDDEN_ATTRIBUTE } from './site-alert-script'

const HOUR = 60 * 60 * 1000
const alert = (over: Partial<PublicAlert> = {}): PublicAlert => ({
  id: '3',
  version: '2026-03-01T10:00:00.000Z',
  level: 'information',
  headline: 'Registration extended',
  text: 'Registration is open until Friday.',
  link: { href: '/academiccalendar', label: 'Academic calendar' },
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: new Date(Date.now() + HOUR).toISOString(),
  ...over,
})

/** The banner as it is on the page, if it is. */
const shown = () => document.querySelector('[data-site-alert]')

beforeEach(() => {
  window.localStorage.clear()
  document.documentElement.removeAttribute(ALERT_HIDDEN_ATTRIBUTE)
})

describe('SiteAlertBanner', () => {
  it('shows information with its level in words and its link', () => {
    render(<SiteAlertBanner alert={alert()} />)
    expect(shown()).toHaveTextContent(
      'Information Registration extended Registration is open until Friday. Academic calendar',
    )
    expect(screen.getByRole('link', { name: 'Academic calendar' })).toHaveAttribute('href', '/academiccalendar')
  })

  it('is dismissed by keyboard, and stays dismissed for this version only', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<SiteAlertBanner alert={alert()} />)
    await user.tab() // the link
    await user.tab()
    expect(screen.getByRole('button', { name: 'Dismiss alert: Registration extended' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(shown()).toBeNull()
    expect(window.localStorage.getItem(dismissalKey(alert()))).toBe(alert().version)
    unmount()

    // The next page: still dismissed. The same alert edited (a new version): shown again.
    const next = render(<SiteAlertBanner alert={alert()} />)
    expect(shown()).toBeNull()
    next.unmount()
    render(<SiteAlertBanner alert={alert({ version: '2026-03-01T11:00:00.000Z' })} />)
    expect(shown()).not.toBeNull()
  })

  it('shows an emergency with no way to dismiss it, even with a dismissal stored', () => {
    window.localStorage.setItem(dismissalKey(alert()), alert().version)
    render(<SiteAlertBanner alert={alert({ level: 'emergency', headline: 'Campus closed' })} />)
    expect(shown()).toHaveTextContent('Emergency Campus closed')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('takes over from the inline script: the page-wide hiding mark is removed once it decided', () => {
    document.documentElement.setAttribute(ALERT_HIDDEN_ATTRIBUTE, '')
    window.localStorage.setItem(dismissalKey(alert()), alert().version)
    render(<SiteAlertBanner alert={alert()} />)
    expect(document.documentElement.hasAttribute(ALERT_HIDDEN_ATTRIBUTE)).toBe(false)
    expect(shown()).toBeNull()
  })

  it('leaves at its end time by itself', () => {
    jest.useFakeTimers()
    try {
      render(<SiteAlertBanner alert={alert({ endsAt: new Date(Date.now() + 5_000).toISOString() })} />)
      expect(shown()).not.toBeNull()
      act(() => jest.advanceTimersByTime(5_000))
      expect(shown()).toBeNull()
    } finally {
      jest.useRealTimers()
    }
  })

  it('marks an external link as opening a new tab', () => {
    render(
      <SiteAlertBanner
        alert={alert({ link: { href: 'https://weather.example.org/', label: 'Met Service forecast' } })}
      />,
    )
    const link = screen.getByRole('link', { name: 'Met Service forecast (opens in a new tab)' })
    expect(link).toHaveAttribute('target', '_blank')
  })
})
