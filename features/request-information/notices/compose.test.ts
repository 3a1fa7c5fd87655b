import { digestNotice, DIGEST_LIST_LIMIT, inboxLink, programmeOf, requestNotice, when } from './compose'
import { noticeSettingsOf } from './settings'

const request = {
  id: 42,
  entryDate: '2026-01-05T10:00:00.000Z',
  degreeType: 'Undergraduate',
  degreeChoice: 'Nursing',
  programChoice: '',
}

describe('the notice for one request', () => {
  it('names the programme and links to the record, with a fixed subject', () => {
    const notice = requestNotice(request, 'https://www.example.edu')
    expect(notice.subject).toBe('New information request from the website')
    expect(notice.text).toContain('about Nursing (Undergraduate) arrived on 2026-01-05 10:00 UTC')
    expect(notice.text).toContain('https://www.example.edu/admin/collections/information-requests/42')
  })
  it('falls back to the certificate choice, then says none was chosen', () => {
    expect(
      programmeOf({ ...request, degreeChoice: '', programChoice: 'Diploma in Theology', degreeType: 'Certificate' }),
    ).toBe('Diploma in Theology (Certificate)')
    expect(programmeOf({ id: 1, entryDate: '' })).toBe('no programme chosen')
    expect(when('not a date')).toBe('not a date')
  })
})

describe('the daily digest', () => {
  it('counts in the subject and lists each request with its link', () => {
    const digest = digestNotice([request, { ...request, id: 43, degreeChoice: 'Theology' }], 'https://x.example')
    expect(digest.subject).toBe('Information requests: 2 new information requests')
    expect(digest.text).toContain(
      `- Nursing (Undergraduate), 2026-01-05 10:00 UTC: ${inboxLink('https://x.example', 42)}`,
    )
    expect(digest.text).toContain(inboxLink('https://x.example', 43))
    expect(digest.text).toContain('The admissions inbox: https://x.example/admin/collections/information-requests\n')
    expect(digestNotice([request], 'https://x.example').subject).toBe('Information requests: 1 new information request')
  })
  it('lists at most the limit and counts the rest', () => {
    const many = Array.from({ length: DIGEST_LIST_LIMIT + 3 }, (_, i) => ({ ...request, id: i + 1 }))
    const digest = digestNotice(many, 'https://x.example')
    expect(digest.text.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(DIGEST_LIST_LIMIT)
    expect(digest.text).toContain('… and 3 more.')
  })
})

describe('notice settings', () => {
  it('sends each request to the admissions address unless Site settings say otherwise', () => {
    expect(noticeSettingsOf({ emails: { admissions: 'admissions@example.edu' } })).toEqual({
      frequency: 'each',
      recipient: 'admissions@example.edu',
    })
    expect(
      noticeSettingsOf({
        emails: { admissions: 'a@example.edu' },
        admissionsNotices: { frequency: 'daily', recipient: ' office@example.edu ' },
      }),
    ).toEqual({
      frequency: 'daily',
      recipient: 'office@example.edu',
    })
    expect(noticeSettingsOf({ admissionsNotices: { frequency: 'weekly' } })).toEqual({
      frequency: 'each',
      recipient: null,
    })
  })
})
