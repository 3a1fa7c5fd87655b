/** @jest-environment jsdom */
import { cookieNoticeScript, NOTICE_DUE_ATTRIBUTE } from './cookie-notice-script'

/** Runs the inline script as the browser does, against this document and the given storage. */
function run(storage: Pick<Storage, 'getItem'>) {
  document.documentElement.removeAttribute(NOTICE_DUE_ATTRIBUTE)
  new Function('localStorage', 'document', cookieNoticeScript)(storage, document)
  return document.documentElement.getAttribute(NOTICE_DUE_ATTRIBUTE)
}

const store = (value: string | null) => ({ getItem: (key: string) => (key === 'modalSeen' ? value : 'unrelated') })

describe('cookie notice inline script', () => {
  it('marks the notice due on a first visit (no modalSeen)', () => {
    expect(run(store(null))).toBe('due')
  })

  it("marks it due while modalSeen is 'false' (seen, not accepted)", () => {
    expect(run(store('false'))).toBe('due')
  })

  it("leaves it hidden once modalSeen is 'true'", () => {
    expect(run(store('true'))).toBeNull()
  })

  it('marks it due when storage is blocked, as the notice then shows every visit', () => {
    expect(
      run({
        getItem: () => {
          throw new Error('SecurityError')
        },
      }),
    ).toBe('due')
  })

  it('is the attribute the CSS keys on', () => {
    expect(NOTICE_DUE_ATTRIBUTE).toBe('data-cookie-notice')
    expect(cookieNoticeScript).not.toMatch(/<\/script/i)
  })
})
