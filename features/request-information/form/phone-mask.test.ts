import { maskTelephone } from './phone-mask'
import { TELEPHONE_PATTERN } from '../schema/request-information'

describe('maskTelephone', () => {
  it('lays digits out as (###)###-#### while typing', () => {
    expect(maskTelephone('')).toBe('')
    expect(maskTelephone('8')).toBe('(8')
    expect(maskTelephone('876')).toBe('(876')
    expect(maskTelephone('8765')).toBe('(876)5')
    expect(maskTelephone('876555')).toBe('(876)555')
    expect(maskTelephone('8765551')).toBe('(876)555-1')
    expect(maskTelephone('8765551234')).toBe('(876)555-1234')
  })
  it('drops anything that is not a digit and stops at ten digits', () => {
    expect(maskTelephone('(876) 555 1234')).toBe('(876)555-1234')
    expect(maskTelephone('abc')).toBe('')
    expect(maskTelephone('876555123499')).toBe('(876)555-1234')
  })
  it('re-masks an already masked value unchanged, and can be deleted backwards', () => {
    expect(maskTelephone('(876)555-1234')).toBe('(876)555-1234')
    expect(maskTelephone('(876)')).toBe('(876')
    expect(maskTelephone('(876)555-')).toBe('(876)555')
  })
  it('produces what the schema accepts once complete', () => {
    expect(TELEPHONE_PATTERN.test(maskTelephone('8765551234'))).toBe(true)
    expect(TELEPHONE_PATTERN.test(maskTelephone('876555123'))).toBe(false)
  })
})
