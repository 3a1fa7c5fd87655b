import { safeHref } from './safe-href'

describe('safeHref', () => {
  it('keeps our paths and http(s) links only', () => {
    expect(safeHref('/records')).toBe('/records')
    expect(safeHref('https://example.org/x')).toBe('https://example.org/x')
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref('//evil.example')).toBeNull()
    expect(safeHref('data:text/html,hi')).toBeNull()
  })
})
