import { isPreviewablePath, previewEntryUrl, previewPath } from './paths'

describe('previewPath', () => {
  it('opens a record on its own page', () => {
    expect(previewPath('stories', { slug: 'a b' })).toBe('/featurestory?article=a%20b')
    expect(previewPath('articles', { slug: 'cup-final' })).toBe('/news/cup-final')
    expect(previewPath('programmes', { slug: 'nursing', kind: 'undergraduate' })).toBe('/undergrad?degree=nursing')
    expect(previewPath('programmes', { slug: 'mba', kind: 'graduate' })).toBe('/grad/mba')
    expect(previewPath('colleges', { route: '/college_hubbs' })).toBe('/college_hubbs')
    expect(previewPath('jobs', { id: 12, title: 'Registrar' })).toBe('/careers/12')
  })

  it('opens the list for records without a page of their own or without an address yet', () => {
    expect(previewPath('stories', {})).toBe('/allfeaturestories')
    expect(previewPath('programmes', { slug: 'x', kind: 'extension' })).toBe('/extensionprograms')
    expect(previewPath('programmes', { slug: 'x', kind: 'certificate' })).toBe('/certificateprograms')
    expect(previewPath('colleges', { route: 'https://evil.example' })).toBe('/collegeschools')
    expect(previewPath('jobs', { title: 'x' })).toBe('/careers')
    expect(previewPath('jobs', { id: '../admin' })).toBe('/careers')
    expect(previewPath('banners', {})).toBe('/')
    expect(previewPath('home-page', {})).toBe('/')
  })
})

describe('isPreviewablePath', () => {
  it('accepts pages of this site', () => {
    expect(isPreviewablePath('/')).toBe(true)
    expect(isPreviewablePath('/featurestory?article=x')).toBe(true)
  })

  it('refuses other sites, the admin and the API', () => {
    for (const path of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'relative',
      '/admin',
      '/admin/collections',
      '/api/preview',
      '/_next/x',
    ]) {
      expect(isPreviewablePath(path)).toBe(false)
    }
  })
})

it('previewEntryUrl goes through the preview route', () => {
  expect(previewEntryUrl('http://site/', '/news/x')).toBe('http://site/api/preview?path=%2Fnews%2Fx')
})
