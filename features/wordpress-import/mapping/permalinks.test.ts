import type { WpContent } from '../source/model'
import { composedPath } from '../write/pages'
import { archivesOf, attachmentOldPaths, authorOldPaths, contentOldPaths, oldPath, termOldPaths } from './permalinks'

const BASE = 'https://old.example.edu'
const item = (over: Partial<WpContent>): WpContent => ({
  id: 123,
  type: 'post',
  title: '',
  slug: 'hello',
  link: '',
  status: 'publish',
  date: '',
  html: '',
  excerpt: '',
  author: '',
  categories: [],
  tags: [],
  passwordProtected: false,
  sticky: false,
  ...over,
})

describe('old addresses', () => {
  it("gives a post's plain form and its permalink, whatever the structure", () => {
    expect(contentOldPaths(item({ link: `${BASE}/2019/05/hello/` }), BASE)).toEqual(['/?p=123', '/2019/05/hello/'])
    expect(contentOldPaths(item({ link: `${BASE}/hello/` }), BASE)).toEqual(['/?p=123', '/hello/'])
    expect(contentOldPaths(item({ link: `${BASE}/?p=123` }), BASE)).toEqual(['/?p=123'])
    expect(contentOldPaths(item({ type: 'page', id: 7, link: `${BASE}/about/team/` }), BASE)).toEqual([
      '/?page_id=7',
      '/about/team/',
    ])
  })

  it('adds the guid when it is an address on the site (the `?p=` of its first home), not when it is a bare id', () => {
    expect(contentOldPaths(item({ link: `${BASE}/hello/`, guid: `${BASE}/?p=674` }), BASE)).toEqual([
      '/?p=123',
      '/hello/',
      '/?p=674',
    ])
    expect(contentOldPaths(item({ link: `${BASE}/hello/`, guid: '123@old' }), BASE)).toEqual(['/?p=123', '/hello/'])
  })

  it('keeps a site under a sub-path, and takes a www. host as the same site', () => {
    expect(contentOldPaths(item({ link: 'https://www.old.example.edu/blog/hello/' }), `${BASE}/blog`)).toEqual([
      '/blog/?p=123',
      '/blog/hello/',
    ])
  })

  it("reads a permalink whose site address ended in a slash (`https://site//greek/…`) as the page's one path", () => {
    // The WordPress Theme Unit Test export writes page 1811's link so; the path `//greek/…` would be an address on another host.
    expect(oldPath('https://old.example.edu//greek/%ce%b5-2/', BASE)).toBe('/greek/%ce%b5-2/')
    expect(oldPath('https://old.example.edu/a//b/?p=1', BASE)).toBe('/a/b/?p=1')
  })

  it('leaves out an address on another host: no redirect here could answer it', () => {
    expect(oldPath('https://cdn.example.net/x.jpg', BASE)).toBeNull()
  })

  it("gives an attachment's page and, when on the site, its file under wp-content/uploads", () => {
    const attachment = {
      id: 9,
      title: '',
      url: `${BASE}/wp-content/uploads/2013/03/boat.jpg`,
      link: `${BASE}/2013/03/post/boat/`,
      alt: '',
      caption: '',
    }
    expect(attachmentOldPaths(attachment, BASE)).toEqual({
      pages: ['/?attachment_id=9', '/2013/03/post/boat/'],
      file: '/wp-content/uploads/2013/03/boat.jpg',
      sizes: [],
    })
    // The sizes WordPress made of a picture are addresses too (posts and other sites show them).
    expect(
      attachmentOldPaths({ ...attachment, sizes: [`${BASE}/wp-content/uploads/2013/03/boat-300x200.jpg`] }, BASE).sizes,
    ).toEqual(['/wp-content/uploads/2013/03/boat-300x200.jpg'])
    expect(
      attachmentOldPaths({ ...attachment, url: 'https://x.files.wordpress.com/2013/03/boat.jpg' }, BASE).file,
    ).toBeNull()
  })

  it('gives category, tag and author archives with their plain forms', () => {
    expect(termOldPaths({ id: 3, slug: 'news', name: 'News', taxonomy: 'category' }, BASE)).toEqual([
      '/category/news/',
      '/?cat=3',
    ])
    expect(termOldPaths({ id: 4, slug: 'campus', name: 'Campus', taxonomy: 'post_tag' }, BASE)).toEqual([
      '/tag/campus/',
      '/?tag=campus',
    ])
    expect(authorOldPaths('jo', BASE, 4)).toEqual(['/author/jo/', '/?author=4'])
  })

  it("gives a child category's archive under its parents' slugs, as WordPress links it, and the short form it also answers", () => {
    const news = { id: 2, slug: 'news', name: 'News', taxonomy: 'category' as const }
    const research = { id: 7, slug: 'research', name: 'Research', taxonomy: 'category' as const, parent: 'news' }
    const lab = { id: 9, slug: 'lab', name: 'Lab', taxonomy: 'category' as const, parent: 'research' }
    expect(termOldPaths(lab, BASE, [news, research, lab])).toEqual([
      '/category/news/research/lab/',
      '/category/lab/',
      '/?cat=9',
    ])
    // A parent the source does not list (or a loop) ends the chain.
    expect(termOldPaths({ ...research, parent: 'gone' }, BASE, [news])).toEqual(['/category/research/', '/?cat=7'])
    expect(termOldPaths({ ...news, parent: 'news' }, BASE, [{ ...news, parent: 'news' }])).toEqual([
      '/category/news/',
      '/?cat=2',
    ])
  })
})

describe('the address a WordPress page takes', () => {
  test('its own, when it already has the form of a composed page’s address', () => {
    expect(composedPath('/about/page-image-alignment', 1133)).toBe('/about/page-image-alignment')
  })
  test('lower-cased and hyphenated', () => {
    expect(composedPath('/About/Our_Team', 7)).toBe('/about/our-team')
  })
  test('a segment in another script gives way to the page’s WordPress id', () => {
    expect(composedPath('/greek/επίπεδο-2/επίπεδο-3', 174)).toBe('/greek/page-174')
  })
})

describe('archivesOf', () => {
  it("lists a post in its categories', tags' and author's archives, a page in none (an author's archive lists posts)", () => {
    expect(archivesOf(item({ categories: ['news'], tags: ['campus'], author: 'jane' }))).toEqual([
      'category:news',
      'post_tag:campus',
      'author:jane',
    ])
    expect(archivesOf(item({ type: 'page', author: 'jane' }))).toEqual([])
  })
})
