import { isSameOriginRequest } from './same-origin'

const ORIGIN = 'https://www.example.edu'
const from = (headers: Record<string, string>) => isSameOriginRequest(new Headers(headers), ORIGIN)

describe('isSameOriginRequest', () => {
  it('believes the browser’s Fetch Metadata first', () => {
    expect(from({ 'sec-fetch-site': 'same-origin', origin: ORIGIN })).toBe(true)
    expect(from({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).toBe(false)
    // A sibling site under the same domain is another site.
    expect(from({ 'sec-fetch-site': 'same-site', origin: 'https://blog.example.edu' })).toBe(false)
  })

  it('else wants the public origin in Origin', () => {
    expect(from({ origin: ORIGIN })).toBe(true)
    expect(from({ origin: 'https://evil.example' })).toBe(false)
    expect(from({ origin: 'http://www.example.edu' })).toBe(false)
    expect(from({ origin: 'null' })).toBe(false)
  })

  it('refuses a request that names neither', () => {
    expect(from({})).toBe(false)
  })
})
