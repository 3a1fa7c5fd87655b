import { entrySource } from './referrers'

describe('entrySource', () => {
  it('names search engines and social sites by any of their hosts', () => {
    expect(entrySource('www.google.com')).toBe('google')
    expect(entrySource('www.google.com.jm')).toBe('google')
    expect(entrySource('WWW.BING.COM')).toBe('bing')
    expect(entrySource('duckduckgo.com.')).toBe('duckduckgo')
    expect(entrySource('l.facebook.com')).toBe('facebook')
    expect(entrySource('m.facebook.com')).toBe('facebook')
    expect(entrySource('t.co')).toBe('x (twitter)')
    expect(entrySource('www.linkedin.com')).toBe('linkedin')
  })

  it('counts no other site, nor look-alikes', () => {
    expect(entrySource('example.org')).toBeNull()
    expect(entrySource('notgoogle.com')).toBeNull()
    expect(entrySource('google.com.evil.example')).toBeNull()
    expect(entrySource('facebook.com.example.org')).toBeNull()
    expect(entrySource('')).toBeNull()
  })
})

describe('country sites', () => {
  it('count as the search engine', () => {
    expect(entrySource('www.google.co.uk')).toBe('google')
    expect(entrySource('www.google.de')).toBe('google')
    expect(entrySource('uk.search.yahoo.com')).toBe('yahoo')
    expect(entrySource('google.evil.example')).toBeNull()
  })
})
