import { isClaim } from './queue-claim'

describe('isClaim', () => {
  it("recognises the runner's claim of due jobs", () => {
    expect(isClaim({ data: { processing: true }, where: {} })).toBe(true)
    expect(isClaim({ data: { processing: true, updatedAt: '2026-01-01T00:00:00.000Z' }, where: {} })).toBe(true)
  })

  it('leaves every other job update alone', () => {
    expect(isClaim({ id: 3, data: { processing: true } })).toBe(false)
    expect(isClaim({ data: { processing: false } })).toBe(false)
    expect(isClaim({ data: { processing: true, log: [] } })).toBe(false)
  })
})
