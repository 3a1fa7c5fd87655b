import { escapeIcsText, foldIcsLine, serializeIcs, eventUid } from './ics'

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeIcsText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf')
  })
  it('drops control characters', () => {
    expect(escapeIcsText('x\u0000y\u0007z')).toBe('xyz')
  })
})

describe('foldIcsLine', () => {
  const octets = (s: string) => new TextEncoder().encode(s).length
  it('leaves short lines alone', () => {
    expect(foldIcsLine('SUMMARY:Short')).toBe('SUMMARY:Short')
  })
  it('folds long lines at 75 octets with CRLF and a space', () => {
    const line = 'DESCRIPTION:' + 'x'.repeat(200)
    const folded = foldIcsLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(2)
    expect(parts.every((p) => octets(p) <= 75)).toBe(true)
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true)
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line)
  })
  it('never splits a multi-byte character', () => {
    const line = 'SUMMARY:' + 'é'.repeat(60) + '🎓'.repeat(10)
    const parts = foldIcsLine(line).split('\r\n')
    expect(parts.every((p) => octets(p) <= 75)).toBe(true)
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line)
  })
})

describe('serializeIcs', () => {
  const text = serializeIcs({
    name: 'Academic calendar',
    now: new Date('2026-11-22T12:00:00Z'),
    events: [
      {
        uid: 'academic-1@ncu',
        name: 'Mid-semester break, all classes',
        date: '2026-10-30',
        endDate: '2026-11-02',
        description: 'No classes; offices open',
        url: 'https://example.org/academiccalendar?month=2026-10',
      },
      { uid: 'academic-2@ncu', name: 'Graduation', date: '2026-12-31' },
    ],
  })
  it('is a VCALENDAR with CRLF line ends', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })
  it('writes all-day events with an exclusive end date', () => {
    expect(text).toContain('DTSTART;VALUE=DATE:20261030\r\nDTEND;VALUE=DATE:20261103')
    expect(text).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101')
    expect(text).toContain('SUMMARY:Mid-semester break\\, all classes')
    expect(text).toContain('DESCRIPTION:No classes\\; offices open')
    expect(text).toContain('DTSTAMP:20261122T120000Z')
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2)
    expect(text.match(/END:VEVENT/g)).toHaveLength(2)
  })
})

describe('eventUid', () => {
  it('names the event under the public origin, whatever serves it', () => {
    expect(eventUid('academic', 12, 'https://www.example.edu')).toBe('academic-12@www.example.edu')
    expect(eventUid('events', '7', 'http://127.0.0.1:3100')).toBe('events-7@127.0.0.1')
  })
})
