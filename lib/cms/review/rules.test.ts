import { mayReview, mustSubmit, reviewerIds, type ReviewSettings } from './rules'

const admin = { id: 1, roles: ['admin'] }
const editor = { id: 2, roles: ['editor'] }
const cnasEditor = { id: 3, roles: ['college-editor'], college: 10 }
const hubbsEditor = { id: 4, roles: ['college-editor'], college: 20 }
const dean = { id: 5, roles: ['college-editor'], college: 10 }
const siteReviewer = { id: 6, roles: ['editor'] }
const admissions = { id: 7, roles: ['admissions'] }

const off: ReviewSettings = {}
const cnas: ReviewSettings = { colleges: [{ college: 10, reviewers: [] }] }
const cnasNamed: ReviewSettings = { colleges: [{ college: { id: 10 }, reviewers: [5] }] }
const pages: ReviewSettings = { collections: ['pages'], reviewers: [6] }

describe('mustSubmit', () => {
  it('is nobody with review off (the default)', () => {
    for (const user of [admin, editor, cnasEditor, admissions])
      for (const slug of ['programmes', 'pages', 'stories']) {
        expect(mustSubmit(user, slug, off)).toBe(false)
        expect(mustSubmit(user, slug, null)).toBe(false)
      }
  })

  it('is a listed college’s college editors, in every collection they edit, and not another college’s', () => {
    for (const slug of ['programmes', 'departments', 'colleges', 'stories'])
      expect(mustSubmit(cnasEditor, slug, cnas)).toBe(true)
    expect(mustSubmit(hubbsEditor, 'programmes', cnas)).toBe(false)
    expect(mustSubmit(editor, 'programmes', cnas)).toBe(false)
    expect(mustSubmit(admin, 'programmes', cnas)).toBe(false)
  })

  it('spares a college’s named reviewer', () => {
    expect(mustSubmit(dean, 'programmes', cnasNamed)).toBe(false)
    expect(mustSubmit(cnasEditor, 'programmes', cnasNamed)).toBe(true)
  })

  it('is every editor of a listed collection but administrators and named site reviewers', () => {
    expect(mustSubmit(editor, 'pages', pages)).toBe(true)
    expect(mustSubmit(cnasEditor, 'pages', pages)).toBe(true)
    expect(mustSubmit(siteReviewer, 'pages', pages)).toBe(false)
    expect(mustSubmit(admin, 'pages', pages)).toBe(false)
    expect(mustSubmit(editor, 'articles', pages)).toBe(false)
  })

  it('never applies to collections without review or to nobody signed in', () => {
    expect(mustSubmit(cnasEditor, 'media', cnas)).toBe(false)
    expect(mustSubmit(null, 'programmes', cnas)).toBe(false)
  })
})

describe('mayReview', () => {
  it('lets editors and administrators review a college’s changes when it names no reviewers', () => {
    expect(mayReview(editor, 'programmes', '10', cnas)).toBe(true)
    expect(mayReview(admin, 'programmes', '10', cnas)).toBe(true)
    expect(mayReview(cnasEditor, 'programmes', '10', cnas)).toBe(false)
    expect(mayReview(admissions, 'programmes', '10', cnas)).toBe(false)
  })

  it('leaves a college’s changes to its named reviewers (and administrators) when it names any', () => {
    expect(mayReview(dean, 'programmes', '10', cnasNamed)).toBe(true)
    expect(mayReview(editor, 'programmes', '10', cnasNamed)).toBe(false)
    expect(mayReview(admin, 'programmes', '10', cnasNamed)).toBe(true)
    expect(mayReview(dean, 'programmes', '20', cnasNamed)).toBe(false)
  })

  it('does not let editors review changes to a collection where their own changes need review', () => {
    expect(mayReview(editor, 'pages', null, pages)).toBe(false)
    expect(mayReview(siteReviewer, 'pages', null, pages)).toBe(true)
    expect(mayReview(admin, 'pages', null, pages)).toBe(true)
  })
})

describe('reviewerIds', () => {
  const users = [admin, editor, cnasEditor, dean, siteReviewer, admissions]
  it('are the named reviewers when the college names any, else whoever may review; never the author', () => {
    expect(reviewerIds(users, 'programmes', '10', cnasNamed, 3)).toEqual(['5'])
    expect(reviewerIds(users, 'programmes', '10', cnas, 3)).toEqual(['1', '2', '6'])
    expect(reviewerIds(users, 'pages', null, pages, 2)).toEqual(['1', '6'])
    expect(reviewerIds(users, 'pages', null, pages, 1)).toEqual(['6'])
  })
})
