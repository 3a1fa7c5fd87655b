import { DEFAULT_OTHER_GOAL, DEFAULT_USD_GOAL, formatAmount, goalFor, progressPercent } from './progress'

describe('goalFor', () => {
  it("takes the campaign's own goal", () => {
    expect(goalFor('USD', 50_000)).toBe(50_000)
    expect(goalFor('JMD', 2_500_000)).toBe(2_500_000)
  })
  it("falls back to the spec's goal when none is set: 20,000 USD, 1,000,000 in other currencies", () => {
    expect(goalFor('usd', null)).toBe(DEFAULT_USD_GOAL)
    expect(DEFAULT_USD_GOAL).toBe(20_000)
    expect(goalFor('JMD', undefined)).toBe(DEFAULT_OTHER_GOAL)
    expect(DEFAULT_OTHER_GOAL).toBe(1_000_000)
    expect(goalFor('USD', 0)).toBe(20_000)
    expect(goalFor('USD', Number.NaN)).toBe(20_000)
  })
})

describe('progressPercent', () => {
  it('fills a bar in proportion to its own goal', () => {
    expect(progressPercent(12_850, 50_000)).toBeCloseTo(25.7)
    expect(progressPercent(10_000, 20_000)).toBe(50)
    expect(progressPercent(250_000, 1_000_000)).toBe(25)
  })
  it('caps at 0 and 100', () => {
    expect(progressPercent(50_000, 20_000)).toBe(100)
    expect(progressPercent(-5, 1_000_000)).toBe(0)
    expect(progressPercent(Number.NaN, 20_000)).toBe(0)
    expect(progressPercent(100, 0)).toBe(0)
  })
})

describe('formatAmount', () => {
  it('groups thousands', () => {
    expect(formatAmount('jmd', 640000)).toBe('640,000 JMD')
  })
})
