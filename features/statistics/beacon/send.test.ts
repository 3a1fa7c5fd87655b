import { browserOptedOut, referrerHost } from './send'

describe('browserOptedOut', () => {
  it('honours Global Privacy Control and Do Not Track, where browsers put them', () => {
    expect(browserOptedOut({ globalPrivacyControl: true }, {})).toBe(true)
    expect(browserOptedOut({ doNotTrack: '1' }, {})).toBe(true)
    expect(browserOptedOut({}, { doNotTrack: '1' })).toBe(true)
    expect(browserOptedOut({ doNotTrack: '0', globalPrivacyControl: false }, {})).toBe(false)
    expect(browserOptedOut({ doNotTrack: null }, {})).toBe(false)
  })
})

describe('referrerHost', () => {
  it('keeps only the host of another site', () => {
    expect(referrerHost('https://www.google.com/search?q=nursing', 'www.example.edu')).toBe('www.google.com')
    expect(referrerHost('https://l.facebook.com/', 'www.example.edu')).toBe('l.facebook.com')
  })

  it('sends nothing for the site itself, no referrer or a malformed one', () => {
    expect(referrerHost('https://www.example.edu/news', 'www.example.edu')).toBeUndefined()
    expect(referrerHost('', 'www.example.edu')).toBeUndefined()
    expect(referrerHost('::', 'www.example.edu')).toBeUndefined()
  })
})
