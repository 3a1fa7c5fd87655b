import { telHref } from './tel'

describe('telHref', () => {
  it('keeps the digits only', () => {
    expect(telHref('(876) 555-0100')).toBe('tel:8765550100')
    expect(telHref('876-555-0120 (Main)')).toBe('tel:8765550120')
  })
  it('keeps a leading + for international numbers', () =>
    expect(telHref(' +1 (876) 555-0100')).toBe('tel:+18765550100'))
})
