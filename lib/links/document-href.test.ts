import { documentHref } from './document-href'

describe('documentHref', () => {
  it('leads to the public page of each kind of record', () => {
    expect(documentHref('stories', { slug: 'choir-tour' })).toBe('/featurestory?article=choir-tour')
    expect(documentHref('articles', { slug: 'win' })).toBe('/news/win')
    expect(documentHref('programmes', { slug: 'nursing', kind: 'undergraduate' })).toBe('/undergrad?degree=nursing')
    expect(documentHref('programmes', { slug: 'mba', kind: 'graduate' })).toBe('/grad/mba')
    expect(documentHref('colleges', { route: '/college_bmh' })).toBe('/college_bmh')
    expect(documentHref('jobs', { id: 7 })).toBe('/careers/7')
    expect(documentHref('documents', { url: '/api/documents/file/handbook.pdf' })).toBe(
      '/api/documents/file/handbook.pdf',
    )
    expect(
      documentHref('documents', { url: '/api/documents/file/handbook.pdf', updatedAt: '2026-01-01T00:00:00Z' }),
    ).toMatch(/^\/api\/documents\/file\/handbook\.pdf\?v=[0-9a-z]+$/)
  })

  it('gives nothing for a record that was not populated or has no page', () => {
    expect(documentHref('stories', 12)).toBeNull()
    expect(documentHref('programmes', { slug: 'certificate-x', kind: 'certificate' })).toBeNull()
    expect(documentHref('users', { id: 1 })).toBeNull()
  })
})
