import { REVIEW_MESSAGES, reviewStep, stepBetween, type ReviewState, type StepInput } from './state'

const now = '2026-11-27T10:00:00.000Z'
const later = '2026-11-27T11:00:00.000Z'
const author = { id: 3, college: '10', mayReview: false }
const reviewer = { id: 2, college: null, mayReview: true }
const step = (input: Partial<StepInput>) =>
  reviewStep({ previous: null, action: undefined, comment: undefined, publishing: false, actor: author, now, ...input })

const submitted: ReviewState = { status: 'submitted', submittedBy: 3, submittedAt: now, college: '10' }

describe('reviewStep', () => {
  it('submits a draft, recording who, when and their college, and clearing an earlier comment', () => {
    const result = step({ previous: { status: 'sent-back', comment: 'Fix the fee', reviewedBy: 2 }, action: 'submit' })
    expect(result).toEqual({
      ok: true,
      step: 'submitted',
      review: {
        status: 'submitted',
        comment: null,
        submittedBy: 3,
        submittedAt: now,
        college: '10',
        reviewedBy: null,
        reviewedAt: null,
      },
    })
  })

  it('refuses to submit twice, to submit while publishing, and unknown steps', () => {
    expect(step({ previous: submitted, action: 'submit' })).toEqual({
      ok: false,
      message: REVIEW_MESSAGES.alreadyWaiting,
    })
    expect(step({ action: 'submit', publishing: true })).toEqual({
      ok: false,
      message: REVIEW_MESSAGES.submitNotPublish,
    })
    expect(step({ action: 'approve' })).toEqual({ ok: false, message: REVIEW_MESSAGES.unknownAction })
  })

  it('sends back a waiting change with the reviewer’s comment, and only then', () => {
    const result = step({
      previous: submitted,
      action: 'send-back',
      comment: '  Fix the fee.  ',
      actor: reviewer,
      now: later,
    })
    expect(result).toEqual({
      ok: true,
      step: 'sent-back',
      review: { ...submitted, status: 'sent-back', comment: 'Fix the fee.', reviewedBy: 2, reviewedAt: later },
    })
    expect(step({ previous: submitted, action: 'send-back', comment: 'x', actor: author })).toEqual({
      ok: false,
      message: REVIEW_MESSAGES.notReviewer,
    })
    expect(step({ previous: submitted, action: 'send-back', comment: '  ', actor: reviewer })).toEqual({
      ok: false,
      message: REVIEW_MESSAGES.commentRequired,
    })
    expect(step({ previous: submitted, action: 'send-back', comment: 'x'.repeat(2001), actor: reviewer })).toEqual({
      ok: false,
      message: REVIEW_MESSAGES.commentTooLong,
    })
    expect(step({ previous: { status: 'approved' }, action: 'send-back', comment: 'x', actor: reviewer })).toEqual({
      ok: false,
      message: REVIEW_MESSAGES.notWaiting,
    })
  })

  it('approves a waiting change when a reviewer publishes it, and when a scheduled publish runs', () => {
    expect(step({ previous: submitted, publishing: true, actor: reviewer, now: later })).toEqual({
      ok: true,
      step: 'approved',
      review: { ...submitted, status: 'approved', comment: null, reviewedBy: 2, reviewedAt: later, submittedAt: now },
    })
    const scheduled = step({
      previous: submitted,
      publishing: true,
      actor: { id: null, college: null, mayReview: false },
    })
    expect(scheduled.ok && scheduled.step).toBe('approved')
  })

  it('refuses a publish of a waiting change by someone who may not review it', () => {
    expect(step({ previous: submitted, publishing: true, actor: { id: 9, college: null, mayReview: false } })).toEqual({
      ok: false,
      message: REVIEW_MESSAGES.othersToReview,
    })
  })

  it('keeps the stored state on any other save, whatever a client sends as the state', () => {
    const kept = step({ previous: submitted })
    expect(kept).toEqual({
      ok: true,
      step: null,
      review: { ...submitted, comment: null, reviewedBy: null, reviewedAt: null },
    })
    expect(step({ previous: null, publishing: true })).toEqual({
      ok: true,
      step: null,
      review: {
        status: null,
        comment: null,
        submittedBy: null,
        submittedAt: null,
        college: null,
        reviewedBy: null,
        reviewedAt: null,
      },
    })
  })
})

describe('stepBetween', () => {
  it('names the step a save took, and none for an autosave in between', () => {
    expect(stepBetween(null, submitted)).toBe('submitted')
    expect(stepBetween(submitted, submitted)).toBeNull()
    const back = { ...submitted, status: 'sent-back' as const, reviewedAt: later }
    expect(stepBetween(submitted, back)).toBe('sent-back')
    expect(stepBetween(back, back)).toBeNull()
    expect(stepBetween(back, { ...submitted, submittedAt: later })).toBe('submitted')
    expect(stepBetween(submitted, { ...submitted, status: 'approved', reviewedAt: later })).toBe('approved')
    expect(stepBetween(null, { status: null })).toBeNull()
  })
})
