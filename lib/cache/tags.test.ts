import {
  COLLECTIONS,
  GLOBALS,
  includes,
  isCacheTag,
  recordTag,
  SOURCES,
  tagsForSave,
  tagsOf,
  withRelations,
} from './tags'

describe('cache tags', () => {
  it('are the Payload slugs of the shown collections and globals, never a private one', () => {
    expect(SOURCES).toContain('media')
    expect(SOURCES).toContain('documents')
    expect(SOURCES).toContain('site-settings')
    expect(SOURCES).not.toContain('users')
    expect(SOURCES).not.toContain('information-requests')
    expect(Object.keys(COLLECTIONS).filter((slug) => slug in GLOBALS)).toEqual([])
  })

  it('follow relations as deep as Payload populates them', () => {
    expect(withRelations('stories', 0)).toEqual(['stories'])
    expect(withRelations('stories', 1)).toEqual(['stories', 'media', 'colleges', 'forms'])
    expect(withRelations('programmes', 1).sort()).toEqual(['departments', 'media', 'programmes'])
    expect(withRelations('programmes', 2).sort()).toEqual(['colleges', 'departments', 'media', 'programmes'])
    expect(withRelations('calendar-downloads', 1)).toEqual(['calendar-downloads', 'documents'])
  })

  it('name one record by its slug or code, only with characters a slug has', () => {
    expect(recordTag('stories', 'nursing-week')).toBe('stories:nursing-week')
    expect(recordTag('colleges', 'CNAS')).toBe('colleges:CNAS')
    expect(recordTag('programmes', 'Public Health')).toBeNull()
    expect(recordTag('programmes', '')).toBeNull()
    expect(recordTag('programmes', null)).toBeNull()
  })

  it('of a read are its sources, then its records, each once', () => {
    const declared = includes([...withRelations('stories', 1), 'media'], (slug: string) => [
      recordTag('stories', slug),
      recordTag('stories', slug),
    ])
    expect(tagsOf(declared, 'nursing')).toEqual(['stories', 'media', 'colleges', 'forms', 'stories:nursing'])
    expect(tagsOf(includes(['jobs']))).toEqual(['jobs'])
  })

  it('a save expires: the source, and the record before and after a rename', () => {
    expect(tagsForSave('stories', { slug: 'new' }, { slug: 'old' })).toEqual(['stories', 'stories:new', 'stories:old'])
    expect(tagsForSave('stories', { slug: 'same' }, { slug: 'same' })).toEqual(['stories', 'stories:same'])
    expect(tagsForSave('colleges', { code: 'CNAS', slug: 'ignored' })).toEqual(['colleges', 'colleges:CNAS'])
    expect(tagsForSave('media', { filename: 'a.jpg' })).toEqual(['media'])
    expect(tagsForSave('home-page')).toEqual(['home-page'])
  })

  it('known to POST /api/revalidate: sources and record tags of record collections only', () => {
    for (const tag of [
      'stories',
      'media',
      'documents',
      'home-page',
      'site-settings',
      'stories:x',
      'colleges:CNAS',
      'pages:/about/team',
    ])
      expect(isCacheTag(tag)).toBe(true)
    for (const tag of [
      'sitemap',
      'settings',
      'home',
      'calendar',
      'users',
      'media:a',
      'stories:',
      'stories:a b',
      'stories:a:b',
      'stories:/a',
      'pages:about',
      'pages:/about/',
      'pages:/a b',
      'pages://elsewhere',
      '',
    ])
      expect(isCacheTag(tag)).toBe(false)
  })
})
