import { retentionCutoff } from './retention-period'

describe('retentionCutoff', () => {
  it('goes back the given number of months', () => {
    expect(retentionCutoff(new Date('2026-11-23T10:00:00Z'), 24).toISOString()).toBe('2024-11-23T10:00:00.000Z')
    expect(retentionCutoff(new Date('2026-03-15T00:00:00Z'), 1).toISOString()).toBe('2026-02-15T00:00:00.000Z')
  })

  it('keeps at least one month whatever the setting', () => {
    expect(retentionCutoff(new Date('2026-11-23T00:00:00Z'), 0).toISOString()).toBe('2026-10-23T00:00:00.000Z')
  })
})
