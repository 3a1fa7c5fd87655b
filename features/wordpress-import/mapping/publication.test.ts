import { publicationOf } from './publication'

const NOW = new Date('2026-11-26T12:00:00Z')
const of = (status: string, over: { passwordProtected?: boolean; date?: string } = {}) =>
  publicationOf({ status, passwordProtected: false, date: '2020-01-01T00:00:00Z', ...over }, NOW)

describe('publicationOf', () => {
  it('publishes what WordPress published and keeps drafts drafts', () => {
    expect(of('publish')).toEqual({ status: 'published' })
    expect(of('draft')).toEqual({ status: 'draft' })
  })

  it('publishes nothing WordPress kept from the public: pending, private, password-protected', () => {
    expect(of('pending')).toMatchObject({ status: 'draft', reason: expect.stringMatching(/pending/) })
    expect(of('private')).toMatchObject({ status: 'draft', reason: expect.stringMatching(/private/) })
    expect(of('publish', { passwordProtected: true })).toMatchObject({
      status: 'draft',
      reason: expect.stringMatching(/password/),
    })
    expect(of('future', { passwordProtected: true, date: '2030-01-01T00:00:00Z' })).toMatchObject({ status: 'draft' })
  })

  it('schedules a future post for its date; one already due is published', () => {
    expect(of('future', { date: '2030-01-01T19:00:18.000Z' })).toEqual({
      status: 'scheduled',
      at: '2030-01-01T19:00:18.000Z',
    })
    expect(of('future', { date: '2026-11-01T00:00:00Z' })).toEqual({ status: 'published' })
  })

  it('skips the trash and statuses it does not know, saying why', () => {
    expect(of('trash')).toEqual({ skip: 'in the WordPress trash' })
    expect(of('something')).toEqual({ skip: expect.stringMatching(/something/) })
  })
})
