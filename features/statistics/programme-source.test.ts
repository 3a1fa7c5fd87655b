import { programmeSlugFromReferer } from './programme-source'

const ORIGIN = 'https://www.example.edu'

describe('programmeSlugFromReferer', () => {
  it('reads the programme a form page was opened for', () => {
    expect(programmeSlugFromReferer(`${ORIGIN}/request_information?programme=nursing`, ORIGIN)).toBe('nursing')
    expect(programmeSlugFromReferer(`${ORIGIN}/request_information?programme=Public-Health-graduate`, ORIGIN)).toBe(
      'public-health-graduate',
    )
  })

  it('ignores other sites, no programme and anything that is not a slug', () => {
    expect(programmeSlugFromReferer('https://evil.example/request_information?programme=nursing', ORIGIN)).toBeNull()
    expect(programmeSlugFromReferer(`${ORIGIN}/request_information`, ORIGIN)).toBeNull()
    expect(programmeSlugFromReferer(`${ORIGIN}/request_information?programme=a%20b`, ORIGIN)).toBeNull()
    expect(programmeSlugFromReferer('not a url', ORIGIN)).toBeNull()
    expect(programmeSlugFromReferer(null, ORIGIN)).toBeNull()
  })
})
