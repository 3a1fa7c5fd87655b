import { validateAlertEnd, validateAlertLink, validateAlertLinkLabel } from './validation'

describe('validateAlertLink', () => {
  it.each([
    '',
    null,
    undefined,
    '/academiccalendar',
    '/news/campus-closed#times',
    '/keywordsearch?keyword=exam',
    'https://weather.example.org/jamaica',
    'http://example.com',
  ])('accepts %p', (value) => expect(validateAlertLink(value)).toBe(true))

  it.each([
    'academiccalendar',
    '//evil.example.com/path',
    '/\\evil.example.com',
    'javascript:alert(1)',
    'mailto:registry@example.edu',
    'https://',
    'https://localhost',
    'https://user:secret@example.com/',
    ' /academiccalendar',
    '/academic calendar',
    'ftp://files.example.com/a',
    42,
  ])('refuses %p with a message', (value) => {
    expect(validateAlertLink(value)).toEqual(expect.stringContaining('starting with /'))
  })
})

describe('validateAlertLinkLabel', () => {
  it('needs text only when there is a link', () => {
    expect(validateAlertLinkLabel('', '')).toBe(true)
    expect(validateAlertLinkLabel(undefined, null)).toBe(true)
    expect(validateAlertLinkLabel('Revised timetable', '/academiccalendar')).toBe(true)
    expect(validateAlertLinkLabel('  ', '/academiccalendar')).toEqual(expect.stringContaining('where the link leads'))
    expect(validateAlertLinkLabel(undefined, '/academiccalendar')).toEqual(
      expect.stringContaining('where the link leads'),
    )
  })
})

describe('validateAlertEnd', () => {
  const start = '2026-03-01T10:00:00.000Z'
  it('accepts an end after the start', () => {
    expect(validateAlertEnd('2026-03-01T10:00:01.000Z', start)).toBe(true)
  })
  it('refuses an end at or before the start', () => {
    expect(validateAlertEnd(start, start)).toBe('The end must be after the start')
    expect(validateAlertEnd('2026-03-01T09:00:00.000Z', start)).toBe('The end must be after the start')
  })
  it('refuses a missing or malformed end', () => {
    expect(validateAlertEnd(null, start)).toBe('Enter when the alert ends')
    expect(validateAlertEnd('tomorrow-ish', start)).toBe('Enter a valid date and time')
  })
})
