import type { PublicAlert } from './public-alert'
import { activeAlert, isActive, nextBoundary, secondsUntil } from './schedule'

const at = (iso: string) => new Date(iso)
const alert = (
  id: string,
  level: PublicAlert['level'],
  startsAt: string,
  endsAt: string,
  version = '2026-01-01T00:00:00.000Z',
): PublicAlert => ({
  id,
  version,
  level,
  headline: `Alert ${id}`,
  text: 'Text',
  link: null,
  startsAt,
  endsAt,
})

describe('isActive', () => {
  const a = alert('1', 'information', '2026-03-01T10:00:00.000Z', '2026-03-01T12:00:00.000Z')
  it('is on from its start (inclusive) until its end (exclusive)', () => {
    expect(isActive(a, at('2026-03-01T09:59:59.999Z'))).toBe(false)
    expect(isActive(a, at('2026-03-01T10:00:00.000Z'))).toBe(true)
    expect(isActive(a, at('2026-03-01T11:59:59.999Z'))).toBe(true)
    expect(isActive(a, at('2026-03-01T12:00:00.000Z'))).toBe(false)
  })
})

describe('activeAlert', () => {
  const info = alert('info', 'information', '2026-03-01T08:00:00.000Z', '2026-03-02T00:00:00.000Z')
  const warning = alert('warn', 'warning', '2026-03-01T07:00:00.000Z', '2026-03-01T20:00:00.000Z')
  const emergency = alert('emer', 'emergency', '2026-03-01T12:00:00.000Z', '2026-03-01T14:00:00.000Z')
  const all = [info, warning, emergency]

  it('is null with nothing on: before all starts and after all ends', () => {
    expect(activeAlert(all, at('2026-03-01T06:00:00.000Z'))).toBeNull()
    expect(activeAlert(all, at('2026-03-02T00:00:00.000Z'))).toBeNull()
    expect(activeAlert([], at('2026-03-01T12:00:00.000Z'))).toBeNull()
  })

  it('shows the most urgent level on now', () => {
    expect(activeAlert(all, at('2026-03-01T07:30:00.000Z'))).toBe(warning)
    expect(activeAlert(all, at('2026-03-01T09:00:00.000Z'))).toBe(warning)
    expect(activeAlert(all, at('2026-03-01T13:00:00.000Z'))).toBe(emergency)
    // The emergency ended: back to the warning, then the information once the warning ends.
    expect(activeAlert(all, at('2026-03-01T14:00:00.000Z'))).toBe(warning)
    expect(activeAlert(all, at('2026-03-01T21:00:00.000Z'))).toBe(info)
  })

  it('prefers the latest start, then the latest save, within a level', () => {
    const older = alert('a', 'information', '2026-03-01T08:00:00.000Z', '2026-03-02T00:00:00.000Z')
    const newer = alert('b', 'information', '2026-03-01T09:00:00.000Z', '2026-03-02T00:00:00.000Z')
    expect(activeAlert([newer, older], at('2026-03-01T10:00:00.000Z'))).toBe(newer)
    expect(activeAlert([older, newer], at('2026-03-01T10:00:00.000Z'))).toBe(newer)
    const resaved = { ...older, id: 'c', version: '2026-02-01T00:00:00.000Z' }
    expect(activeAlert([older, resaved], at('2026-03-01T10:00:00.000Z'))).toBe(resaved)
  })
})

describe('nextBoundary', () => {
  const a = alert('1', 'information', '2026-03-01T10:00:00.000Z', '2026-03-01T12:00:00.000Z')
  const b = alert('2', 'warning', '2026-03-01T11:00:00.000Z', '2026-03-01T15:00:00.000Z')

  it('is the next start or end of any alert after now', () => {
    expect(nextBoundary([a, b], at('2026-03-01T09:00:00.000Z'))).toEqual(at('2026-03-01T10:00:00.000Z'))
    expect(nextBoundary([a, b], at('2026-03-01T10:00:00.000Z'))).toEqual(at('2026-03-01T11:00:00.000Z'))
    expect(nextBoundary([a, b], at('2026-03-01T11:30:00.000Z'))).toEqual(at('2026-03-01T12:00:00.000Z'))
    expect(nextBoundary([b, a], at('2026-03-01T12:00:00.000Z'))).toEqual(at('2026-03-01T15:00:00.000Z'))
  })

  it('is null once every alert has ended, or with none', () => {
    expect(nextBoundary([a, b], at('2026-03-01T15:00:00.000Z'))).toBeNull()
    expect(nextBoundary([], at('2026-03-01T15:00:00.000Z'))).toBeNull()
  })
})

describe('secondsUntil', () => {
  it('rounds up to whole seconds, at least 1', () => {
    const now = at('2026-03-01T10:00:00.000Z')
    expect(secondsUntil(at('2026-03-01T10:00:05.000Z'), now)).toBe(5)
    expect(secondsUntil(at('2026-03-01T10:00:05.001Z'), now)).toBe(6)
    expect(secondsUntil(at('2026-03-01T10:00:00.200Z'), now)).toBe(1)
    expect(secondsUntil(now, now)).toBe(1)
    expect(secondsUntil(at('2026-03-02T10:00:00.000Z'), now)).toBe(86_400)
  })
})
