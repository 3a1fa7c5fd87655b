import { isPagePath } from './page-path'

describe('isPagePath', () => {
  it.each(['/', '/undergrad', '/undergrad?degree=nursing', '/featurestory/a-story#share', '/grad/biology-graduate'])(
    '%s is a page',
    (href) => {
      expect(isPagePath(href)).toBe(true)
    },
  )

  it.each([
    'https://example.org/',
    '//example.org/x',
    'mailto:admissions@example.edu',
    'tel:+18765550100',
    '#main',
    '/api/media/file/banner.jpg',
    '/api/calendar/event/12.ics',
    '/feeds/news.xml',
    '/admin',
    '/admin/collections/stories',
    '/documents/handbook.pdf',
  ])('%s is not a page', (href) => {
    expect(isPagePath(href)).toBe(false)
  })
})
