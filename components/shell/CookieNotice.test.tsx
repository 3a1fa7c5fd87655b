/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { CONSENT_KEY } from './cookie-consent'
import { CookieNotice } from './CookieNotice'

const notice = () => (
  <CookieNotice
    cookiePolicy={<p>Cookie policy</p>}
    privacyNotice={<p>Privacy notice</p>}
    dataProtection={<p>Data protection</p>}
  />
)
const dialog = () => screen.getByText('This website uses cookies').closest('dialog')

beforeEach(() => {
  localStorage.clear()
  jest.useFakeTimers()
})
afterEach(() => jest.useRealTimers())

describe('CookieNotice', () => {
  it('stays as the server HTML has it until its own task decides, then stays open on a first visit', () => {
    render(notice())
    expect(dialog()).toHaveAttribute('open')
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull()
    act(() => jest.runOnlyPendingTimers())
    expect(dialog()).toHaveAttribute('open')
    expect(localStorage.getItem(CONSENT_KEY)).toBe('false')
  })

  it('closes once decided for a visitor who accepted before', () => {
    localStorage.setItem(CONSENT_KEY, 'true')
    render(notice())
    act(() => jest.runOnlyPendingTimers())
    expect(dialog()).not.toHaveAttribute('open')
  })

  it('stays closed on a first visit when the visitor closed it before the scripts arrived', () => {
    render(notice())
    // The inline script's modal, closed with Escape or Back before hydration.
    dialog()!.removeAttribute('open')
    act(() => jest.runOnlyPendingTimers())
    expect(dialog()).not.toHaveAttribute('open')
    expect(localStorage.getItem(CONSENT_KEY)).toBe('false')
  })

  it('keeps a choice made before its decision', async () => {
    render(notice())
    // More information asked for while the decision is still waiting for its task.
    fireEvent.click(screen.getByRole('button', { name: 'More Information' }))
    act(() => jest.runOnlyPendingTimers())
    // Its code loads on demand (not in the page's first load).
    await act(() => import('./CookieNoticeDetails'))
    expect(screen.getByText('Cookies, privacy and data protection').closest('dialog')).toHaveAttribute('open')
    expect(screen.getByRole('tab', { name: 'Cookie Policy' })).toBeInTheDocument()
    expect(dialog()).not.toHaveAttribute('open')
  })

  it('goes back from "More Information" to the notice with "I Understand"', async () => {
    render(notice())
    act(() => jest.runOnlyPendingTimers())
    fireEvent.click(screen.getByRole('button', { name: 'More Information' }))
    await act(() => import('./CookieNoticeDetails'))
    const details = screen.getByText('Cookies, privacy and data protection').closest('dialog')
    expect(details).toHaveAttribute('open')
    fireEvent.click(screen.getByRole('button', { name: 'I Understand' }))
    expect(details).not.toHaveAttribute('open')
    expect(dialog()).toHaveAttribute('open')
  })
})
