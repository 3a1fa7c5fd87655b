/** @jest-environment jsdom */
import { cookieNoticeScript, NOTICE_DUE_ATTRIBUTE, NOTICE_ID } from './cookie-notice-script'

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

  describe('the notice in the HTML above it', () => {
    let dialog: HTMLDialogElement
    let showModal: jest.Mock
    beforeEach(() => {
      dialog = document.createElement('dialog')
      dialog.id = NOTICE_ID
      dialog.setAttribute('open', '')
      // jsdom has no showModal(); the browser's sets `open` again, as a modal.
      showModal = jest.fn(() => dialog.setAttribute('open', ''))
      dialog.showModal = showModal
      document.body.append(dialog)
    })
    afterEach(() => dialog.remove())

    it('is shown as a modal when due, once', () => {
      run(store(null))
      expect(showModal).toHaveBeenCalledTimes(1)
      expect(dialog.open).toBe(true)
    })

    it('is left alone once accepted (the CSS hides it)', () => {
      run(store('true'))
      expect(showModal).not.toHaveBeenCalled()
    })

    it('stays open, not modal, in a browser without showModal()', () => {
      Object.defineProperty(dialog, 'showModal', { value: undefined })
      expect(run(store(null))).toBe('due')
      expect(dialog.open).toBe(true)
    })
  })

  it('is the attribute the CSS keys on', () => {
    expect(NOTICE_DUE_ATTRIBUTE).toBe('data-cookie-notice')
    expect(cookieNoticeScript).not.toMatch(/<\/script/i)
  })
})
