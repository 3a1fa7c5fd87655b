import { acceptNotice, CONSENT_KEY, shouldShowNotice } from './cookie-consent'

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => (data.has(k) ? data.get(k)! : null),
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  }
}

describe('cookie notice state', () => {
  it('sets an absent key to "false" and shows the notice', () => {
    const store = memoryStore()
    expect(shouldShowNotice(store)).toBe(true)
    expect(store.data.get(CONSENT_KEY)).toBe('false')
  })
  it('shows the notice for any value but "true"', () => {
    expect(shouldShowNotice(memoryStore({ modalSeen: 'false' }))).toBe(true)
    expect(shouldShowNotice(memoryStore({ modalSeen: 'yes' }))).toBe(true)
    expect(shouldShowNotice(memoryStore({ modalSeen: 'true' }))).toBe(false)
  })
  it('accepting stores "true"', () => {
    const store = memoryStore({ modalSeen: 'false' })
    acceptNotice(store)
    expect(store.data.get(CONSENT_KEY)).toBe('true')
    expect(shouldShowNotice(store)).toBe(false)
  })
})
