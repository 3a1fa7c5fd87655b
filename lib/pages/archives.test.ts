import { existsSync } from 'node:fs'
import path from 'node:path'
import { findPage, unlistedReason } from '.'
import {
  ARCHIVES,
  archiveAt,
  archiveDescription,
  archiveFromRoute,
  archivePages,
  archivePath,
  archiveRewrite,
  archiveRoute,
  archiveSegments,
  archiveTitle,
  countOfYears,
  listPageCount,
  parsePageNumber,
  type ArchiveName,
  type ArchivePage,
} from './archives'
import { RECORDS, recordAt, recordList, type RecordCollection } from './records'

const SITE = path.join(__dirname, '..', '..', 'app', '(site)')
const q = (s: string) => new URLSearchParams(s)
const view = (
  archive: ArchiveName,
  page: number,
  year: number | null = null,
  kind: string | null = null,
): ArchivePage => ({ archive, kind, year, page })

describe('the archive table', () => {
  it('pages the list page of its collection, a listed page with a route folder for the other pages', () => {
    for (const [archive, entry] of Object.entries(ARCHIVES) as [ArchiveName, (typeof ARCHIVES)[ArchiveName]][]) {
      // The list page shows the collection (the record table's list of it, or another list of some of its records).
      expect([archive, findPage(entry.list)?.shows]).toEqual([archive, expect.arrayContaining([entry.collection])])
      if (entry.collection in RECORDS && entry.collection !== 'programmes')
        expect(recordList(entry.collection as RecordCollection)).toBe(entry.list)
      expect([entry.list, findPage(entry.list) && unlistedReason(findPage(entry.list)!)]).toEqual([entry.list, null])
      const folder = path.join(SITE, entry.route, ...archiveSegments(archive).map((name) => `[${name}]`), 'page.tsx')
      expect([archive, existsSync(folder)]).toEqual([archive, true])
    }
  })

  it('keeps the spec’s first view: 100 stories, 10 news and 10 sports articles, 30 jobs', () => {
    expect(ARCHIVES.stories.pageSize).toBe(100)
    expect(ARCHIVES.articles.pageSize).toBe(10)
    expect(ARCHIVES.jobs.pageSize).toBe(30)
    expect(ARCHIVES.jobs.byYear).toBe(false)
    // The spec sets no page size for the directory: its demo's 40 entries fit the first page.
    expect(ARCHIVES.directory.pageSize).toBeGreaterThanOrEqual(40)
    // Spec §7: g_programs?per_page=50, extensiondegrees?per_page=50.
    expect([ARCHIVES.graduate.pageSize, ARCHIVES.extension.pageSize, ARCHIVES.certificate.pageSize]).toEqual([
      50, 50, 50,
    ])
    expect(Object.keys(ARCHIVES.articles.kinds)).toEqual(['news', 'sports'])
  })
})

describe('page numbers', () => {
  it('are whole numbers from 1, written without sign, leading zero or fraction', () => {
    expect(parsePageNumber('1')).toBe(1)
    expect(parsePageNumber('2')).toBe(2)
    expect(parsePageNumber('999999')).toBe(999999)
    for (const bad of ['abc', '0', '02', '-1', '+2', '1.5', '1e3', ' 2', '2 ', '', '1000000', null, undefined])
      expect([bad, parsePageNumber(bad)]).toEqual([bad, null])
  })
})

describe('archive URLs', () => {
  it('are the list page with its query, page 1 without a page number', () => {
    expect(archivePath(view('stories', 1))).toBe('/allfeaturestories')
    expect(archivePath(view('stories', 2))).toBe('/allfeaturestories?page=2')
    expect(archivePath(view('stories', 1, 2019))).toBe('/allfeaturestories?year=2019')
    expect(archivePath(view('stories', 3, 2019))).toBe('/allfeaturestories?year=2019&page=3')
    expect(archivePath(view('articles', 2))).toBe('/news?page=2')
    expect(archivePath(view('articles', 1, null, 'sports'))).toBe('/news?kind=sports')
    expect(archivePath(view('articles', 2, 2019, 'news'))).toBe('/news?kind=news&year=2019&page=2')
    expect(archivePath(view('jobs', 1))).toBe('/careers')
    expect(archivePath(view('jobs', 2))).toBe('/careers?page=2')
    expect(archivePath(view('directory', 3))).toBe('/searchDepartment?page=3')
    expect(archivePath(view('graduate', 2))).toBe('/grad?page=2')
    expect(archivePath(view('certificate', 1))).toBe('/certificateprograms')
  })

  it('are served from their route, which reads them back', () => {
    const cases: [ArchivePage, string][] = [
      [view('stories', 2), '/allfeaturestories/archive/all/2'],
      [view('stories', 1, 2019), '/allfeaturestories/archive/2019/1'],
      [view('articles', 2), '/news/archive/all/all/2'],
      [view('articles', 1, null, 'sports'), '/news/archive/sports/all/1'],
      [view('articles', 4, 2019, 'news'), '/news/archive/news/2019/4'],
      [view('articles', 2, 2019), '/news/archive/all/2019/2'],
      [view('jobs', 2), '/careers/archive/2'],
      [view('jobs', 31), '/careers/archive/31'],
      [view('directory', 2), '/searchDepartment/archive/2'],
      [view('graduate', 2), '/grad/archive/2'],
      [view('extension', 3), '/extensionprograms/archive/3'],
      [view('certificate', 2), '/certificateprograms/archive/2'],
    ]
    for (const [page, route] of cases) {
      expect(archiveRoute(page)).toBe(route)
      expect(archiveAt(route)).toEqual(page)
      const url = new URL(archivePath(page), 'http://site')
      expect(archiveRewrite(url.pathname, url.searchParams)).toEqual(
        url.search ? { action: 'rewrite', to: route } : null,
      )
      // Not taken for a record: /news/<slug> is an article's page, /careers/<id> a job's.
      expect(recordAt(route)).toBeNull()
    }
  })

  it('read back nothing the route does not serve', () => {
    for (const route of [
      '/allfeaturestories/archive/all',
      '/allfeaturestories/archive/all/0',
      '/allfeaturestories/archive/all/abc',
      '/allfeaturestories/archive/19/2',
      '/allfeaturestories/archive/news/all/2',
      '/allfeaturestories/archive/-/-',
      '/news/archive/all/2',
      '/news/archive/gossip/all/2',
      '/news/archive/-/-/-',
      '/news/2',
      '/allfeaturestories',
      '/careers/archive',
      '/careers/archive/0',
      '/careers/archive/02',
      '/careers/archive/abc',
      '/careers/archive/all/2',
      '/careers/archive/2019/2',
      '/careers/archive/-',
      '/careers/2',
    ]) {
      expect([route, archiveAt(route)]).toEqual([route, null])
    }
    expect(archiveFromRoute('stories', { year: 'all', page: '2' })).toEqual(view('stories', 2))
    expect(archiveFromRoute('stories', { kind: 'all', year: 'all', page: '2' })).toBeNull()
    expect(archiveFromRoute('articles', { year: 'all', page: '2' })).toBeNull()
    expect(archiveFromRoute('jobs', { page: '2' })).toEqual(view('jobs', 2))
    expect(archiveFromRoute('jobs', { year: 'all', page: '2' })).toBeNull()
    expect(archiveSegments('jobs')).toEqual(['page'])
  })
})

describe('what the proxy does with a list page’s query', () => {
  it('leaves the list page alone, with or without other queries', () => {
    expect(archiveRewrite('/allfeaturestories', q(''))).toBeNull()
    expect(archiveRewrite('/news', q('utm_source=mail'))).toBeNull()
    expect(archiveRewrite('/featurestory', q('page=2'))).toBeNull()
    expect(archiveRewrite('/careerservices', q('page=2'))).toBeNull()
    expect(archiveRewrite('/careers', q('utm_source=mail'))).toBeNull()
  })

  it('redirects page 1 to the same URL without its page number', () => {
    expect(archiveRewrite('/allfeaturestories', q('page=1'))).toEqual({ action: 'redirect', to: '/allfeaturestories' })
    expect(archiveRewrite('/news', q('year=2019&page=1'))).toEqual({ action: 'redirect', to: '/news?year=2019' })
    expect(archiveRewrite('/news', q('page=1&kind=sports&utm_source=mail'))).toEqual({
      action: 'redirect',
      to: '/news?kind=sports&utm_source=mail',
    })
    expect(archiveRewrite('/careers', q('page=1'))).toEqual({ action: 'redirect', to: '/careers' })
    expect(archiveRewrite('/searchDepartment', q('page=1'))).toEqual({ action: 'redirect', to: '/searchDepartment' })
  })

  it('rewrites what names no page onto a route that answers 404', () => {
    for (const [list, query] of [
      ['/allfeaturestories', 'page=abc'],
      ['/allfeaturestories', 'page=0'],
      ['/allfeaturestories', 'page='],
      ['/allfeaturestories', 'page=02'],
      ['/allfeaturestories', 'year=19'],
      ['/allfeaturestories', 'year=abc&page=1'],
      ['/allfeaturestories', 'kind=news'],
      ['/news', 'kind=gossip'],
      ['/news', 'kind=all'],
      ['/news', 'year=all'],
      ['/careers', 'page=abc'],
      ['/careers', 'page=-1'],
      ['/careers', 'page=1.5'],
      ['/careers', 'page=9999999'],
      // Jobs are not listed by year or kind.
      ['/careers', 'year=2019'],
      ['/careers', 'year=2019&page=2'],
      ['/careers', 'kind=news'],
      ['/searchDepartment', 'page=abc'],
      ['/searchDepartment', 'year=2020'],
      ['/grad', 'page=0'],
      ['/certificateprograms', 'page=x'],
    ]) {
      const decision = archiveRewrite(list, q(query))
      expect([list, query, decision?.action]).toEqual([list, query, 'rewrite'])
      expect([list, query, archiveAt(decision!.to)]).toEqual([list, query, null])
    }
  })
})

describe('archive titles', () => {
  it('are the list’s, a kind’s or a year’s, with the page number past the first', () => {
    expect(archiveTitle(view('stories', 1), 'All feature stories')).toBe('All feature stories')
    expect(archiveTitle(view('stories', 2), 'All feature stories')).toBe('All feature stories – page 2')
    expect(archiveTitle(view('stories', 1, 2019), 'All feature stories')).toBe('Feature stories from 2019')
    expect(archiveTitle(view('stories', 3, 2019), 'All feature stories')).toBe('Feature stories from 2019 – page 3')
    expect(archiveTitle(view('articles', 2), 'News and sports')).toBe('News and sports – page 2')
    expect(archiveTitle(view('articles', 1, 2019), 'News and sports')).toBe('News and sports from 2019')
    expect(archiveTitle(view('articles', 2, null, 'sports'), 'News and sports')).toBe('Sports articles – page 2')
    expect(archiveTitle(view('articles', 1, 2019, 'news'), 'News and sports')).toBe('News articles from 2019')
    expect(archiveTitle(view('jobs', 1), 'Careers')).toBe('Careers')
    expect(archiveTitle(view('jobs', 2), 'Careers')).toBe('Careers – page 2')
    expect(archiveTitle(view('directory', 2), 'Department Directory')).toBe('Department Directory – page 2')
  })

  it('describe the list, a kind or a year, and say which page', () => {
    expect(archiveDescription(view('stories', 1), 'Stories.')).toBe('Stories.')
    expect(archiveDescription(view('stories', 2), 'Stories.')).toBe('Stories. Page 2.')
    expect(archiveDescription(view('stories', 2, 2019), 'Stories.')).toBe(
      'Feature stories published in 2019, newest first. Page 2.',
    )
    expect(archiveDescription(view('articles', 1, null, 'sports'), 'News.')).toBe('Sports articles, newest first.')
  })
})

describe('the pages of an archive', () => {
  it('has one list page at least; a list with kinds has as many as its longest kind fills', () => {
    expect(listPageCount('stories', {})).toBe(1)
    expect(listPageCount('stories', { all: 100 })).toBe(1)
    expect(listPageCount('stories', { all: 101 })).toBe(2)
    expect(listPageCount('articles', { all: 45, news: 31, sports: 14 })).toBe(4)
    expect(listPageCount('jobs', { all: 30 })).toBe(1)
    expect(listPageCount('jobs', { all: 31 })).toBe(2)
    expect(listPageCount('jobs', { all: 900 })).toBe(30)
  })

  it('lists every page but the list page itself, for the sitemap', () => {
    const years = (...counts: [number, number][]) => countOfYears(counts.map(([year, count]) => ({ year, count })))
    const stories = archivePages('stories', new Map([[null, years([2020, 150], [2019, 3])]]))
    expect(stories.map(archivePath)).toEqual([
      '/allfeaturestories?page=2',
      '/allfeaturestories?year=2020',
      '/allfeaturestories?year=2020&page=2',
      '/allfeaturestories?year=2019',
    ])
    const articles = archivePages(
      'articles',
      new Map([
        [null, years([2020, 12], [2019, 9])],
        ['news', years([2020, 11], [2019, 1])],
        ['sports', years([2020, 1], [2019, 8])],
      ]),
    )
    expect(articles.map(archivePath)).toEqual([
      '/news?page=2',
      '/news?year=2020',
      '/news?year=2020&page=2',
      '/news?year=2019',
      '/news?kind=news',
      '/news?kind=news&page=2',
      '/news?kind=news&year=2020',
      '/news?kind=news&year=2020&page=2',
      '/news?kind=news&year=2019',
      '/news?kind=sports',
      '/news?kind=sports&year=2020',
      '/news?kind=sports&year=2019',
    ])
    expect(archivePages('stories', new Map())).toEqual([])
    // A list not by year: its later pages only, whatever years it is given.
    expect(
      archivePages('jobs', new Map([[null, { total: 61, years: [{ year: 2020, count: 61 }] }]])).map(archivePath),
    ).toEqual(['/careers?page=2', '/careers?page=3'])
    expect(archivePages('jobs', new Map([[null, { total: 30, years: [] }]]))).toEqual([])
  })
})
