import { formatAmount, progressPercent } from './progress'

describe('progressPercent', () => {
  it('fills the USD bar at 20,000', () => {
    expect(progressPercent('USD', 10_000)).toBe(50)
    expect(progressPercent('usd', 20_000)).toBe(100)
  })
  it('fills other currencies at 1,000,000', () => {
    expect(progressPercent('JMD', 250_000)).toBe(25)
  })
  it('caps at 0 and 100', () => {
    expect(progressPercent('USD', 50_000)).toBe(100)
    expect(progressPercent('JMD', -5)).toBe(0)
    expect(progressPercent('USD', Number.NaN)).toBe(0)
  })
})

describe('formatAmount', () => {
  it('groups thousands', () => {
    expect(formatAmount('jmd', 640000)).toBe('640,000 JMD')
  })
})
