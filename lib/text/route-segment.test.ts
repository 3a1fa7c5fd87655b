import { routeSegment } from './route-segment'

describe('routeSegment', () => {
  it('decodes an encoded segment and keeps a decoded one', () => {
    expect(routeSegment('nursing%20science')).toBe('nursing science')
    expect(routeSegment('accounting')).toBe('accounting')
  })

  it('takes malformed percent-encoding as it is instead of throwing', () => {
    expect(routeSegment('%')).toBe('%')
    expect(routeSegment('%ZZ')).toBe('%ZZ')
    expect(routeSegment('%E0%A4%A')).toBe('%E0%A4%A')
  })
})
