/** @jest-environment jsdom */
import { render } from '@testing-library/react'
import { NotFoundStatus } from './NotFoundStatus'

/** What a route's notFound() would throw if the browser rendered it. */
function Throws(): never {
  throw Object.assign(new Error('thrown'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' })
}

/**
 * An error reaching the window as Next reports it (reportError): true when a listener before this
 * test's own (which stands for the browser's console) held it.
 */
function reported(digest: string) {
  let held = false
  const lastListener = (event: ErrorEvent) => (held = event.defaultPrevented)
  addEventListener('error', lastListener)
  dispatchEvent(new ErrorEvent('error', { error: Object.assign(new Error('#419'), { digest }), cancelable: true }))
  removeEventListener('error', lastListener)
  return held
}

describe('NotFoundStatus', () => {
  it('renders nothing in the browser, so the notFound() meant for the server is not thrown', () => {
    const { container } = render(
      <main>
        <h1>How did we get here</h1>
        <NotFoundStatus>
          <Throws />
        </NotFoundStatus>
      </main>,
    )
    expect(container.querySelector('main')?.textContent).toBe('How did we get here')
  })

  it("holds React's report of the server's 404 boundary while the page is shown, and nothing else", () => {
    const { unmount } = render(
      <NotFoundStatus>
        <Throws />
      </NotFoundStatus>,
    )
    expect(reported('NEXT_HTTP_ERROR_FALLBACK;404')).toBe(true)
    expect(reported('NEXT_HTTP_ERROR_FALLBACK;403')).toBe(false)
    expect(reported('1234567')).toBe(false)
    unmount()
    expect(reported('NEXT_HTTP_ERROR_FALLBACK;404')).toBe(false)
  })
})
