import { publicationAction } from './publication'

describe('publicationAction', () => {
  it('counts every save of a collection without drafts as publishing', () => {
    expect(
      publicationAction({ drafts: false, status: undefined, previousStatus: undefined, liveStatus: undefined }),
    ).toBe('published')
  })

  it('records publishing a draft and republishing a change', () => {
    expect(
      publicationAction({ drafts: true, status: 'published', previousStatus: 'draft', liveStatus: 'published' }),
    ).toBe('published')
    expect(
      publicationAction({ drafts: true, status: 'published', previousStatus: 'published', liveStatus: 'published' }),
    ).toBe('published')
  })

  it('records unpublishing when the live record became a draft', () => {
    expect(publicationAction({ drafts: true, status: 'draft', previousStatus: 'published', liveStatus: 'draft' })).toBe(
      'unpublished',
    )
  })

  it('ignores a draft saved over a published record, and drafts of drafts', () => {
    expect(
      publicationAction({ drafts: true, status: 'draft', previousStatus: 'published', liveStatus: 'published' }),
    ).toBeNull()
    expect(
      publicationAction({ drafts: true, status: 'draft', previousStatus: 'draft', liveStatus: 'draft' }),
    ).toBeNull()
    expect(
      publicationAction({ drafts: true, status: 'draft', previousStatus: undefined, liveStatus: 'draft' }),
    ).toBeNull()
  })
})
