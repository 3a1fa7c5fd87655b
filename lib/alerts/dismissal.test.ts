import { dismiss, dismissalKey, isDismissed } from './dismissal'

function memory() {
  const items = new Map<string, string>()
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  }
}

const info = { id: '7', level: 'information' as const, version: '2026-03-01T10:00:00.000Z' }

describe('dismissal', () => {
  it('is remembered per alert and version', () => {
    const store = memory()
    expect(isDismissed(store, info)).toBe(false)
    dismiss(store, info)
    expect(isDismissed(store, info)).toBe(true)
    expect(store.items.get(dismissalKey(info))).toBe(info.version)
    // Edited since: shows again. Another alert: not dismissed.
    expect(isDismissed(store, { ...info, version: '2026-03-01T11:00:00.000Z' })).toBe(false)
    expect(isDismissed(store, { ...info, id: '8' })).toBe(false)
  })

  it('never applies to an emergency', () => {
    const store = memory()
    const emergency = { ...info, level: 'emergency' as const }
    dismiss(store, emergency)
    expect(store.items.size).toBe(0)
    store.setItem(dismissalKey(emergency), emergency.version)
    expect(isDismissed(store, emergency)).toBe(false)
  })
})
