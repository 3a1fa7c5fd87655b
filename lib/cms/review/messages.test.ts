import { documentLink, REVIEW_SUBJECTS, reviewEmail } from './messages'

const base = {
  title: 'Biology',
  kind: 'Programme',
  link: 'https://u.example/admin/collections/programmes/4',
  dashboard: 'https://u.example/admin',
  actor: 'Ada',
}

describe('reviewEmail', () => {
  it('tells reviewers what waits and where, the author the comment, and the approval', () => {
    const submitted = reviewEmail({ ...base, step: 'submitted' })
    expect(submitted.subject).toBe(REVIEW_SUBJECTS.submitted('Biology'))
    expect(submitted.text).toContain(base.link)
    expect(submitted.text).toContain(base.dashboard)
    const back = reviewEmail({ ...base, step: 'sent-back', comment: 'Fix the fee.\nAnd the duration.' })
    expect(back.text).toContain('> Fix the fee.\n> And the duration.')
    expect(reviewEmail({ ...base, step: 'approved' }).text).toContain('Ada approved')
    expect(reviewEmail({ ...base, step: 'approved', scheduled: true }).text).toContain('published as scheduled')
  })
})

test('documentLink', () => {
  expect(documentLink('https://u.example', 'programmes', 4)).toBe('https://u.example/admin/collections/programmes/4')
})
