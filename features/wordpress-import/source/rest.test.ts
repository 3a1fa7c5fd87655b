import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decodeEntities, readRest } from './rest'

/** What a WordPress answers on /wp-json/wp/v2/, as it shapes it (rendered fields, ids for terms and authors). */
function wordpressShaped(origin: string): Record<string, unknown[][]> {
  const post = (id: number, extra: object = {}) => ({
    id,
    date_gmt: '2019-05-02T10:00:00',
    slug: `post-${id}`,
    status: 'publish',
    link: `${origin}/2019/05/post-${id}/`,
    guid: { rendered: `${origin}/?p=${id}` },
    title: { rendered: `Post &#8220;${id}&#8221;` },
    content: { rendered: `<p>Text of ${id}</p>`, protected: false },
    excerpt: { rendered: '<p>Short</p>\n' },
    author: 2,
    featured_media: id === 1 ? 50 : 0,
    categories: [7],
    tags: [9],
    sticky: false,
    ...extra,
  })
  return {
    // Two pages of posts: the reader must follow X-WP-TotalPages.
    // Post 2 has no excerpt of its own: WordPress renders its opening words with its "more" mark.
    posts: [
      [post(1), post(2, { excerpt: { rendered: '<p>Hi there! I&#8217;m a bike messenger [&hellip;]</p>\n' } })],
      [post(3, { content: { rendered: '', protected: true } })],
    ],
    pages: [[{ ...post(20), slug: 'about', link: `${origin}/about/`, parent: 0 }]],
    media: [
      [
        {
          id: 50,
          source_url: `${origin}/wp-content/uploads/2019/05/boat.jpg`,
          link: `${origin}/2019/05/post-1/boat/`,
          alt_text: 'A boat',
          caption: { rendered: '<p>On the lake</p>' },
          title: { rendered: 'boat' },
          mime_type: 'image/jpeg',
          post: 1,
          media_details: {
            sizes: {
              thumbnail: { source_url: `${origin}/wp-content/uploads/2019/05/boat-150x150.jpg` },
              full: { source_url: `${origin}/wp-content/uploads/2019/05/boat.jpg` },
            },
          },
        },
      ],
    ],
    categories: [
      [
        { id: 7, slug: 'news', name: 'News &amp; events', parent: 0 },
        { id: 8, slug: 'research', name: 'Research', parent: 7 },
      ],
    ],
    tags: [[{ id: 9, slug: 'campus', name: 'Campus' }]],
    users: [[{ id: 2, slug: 'jo', name: 'Jo Brown' }]],
    comments: [[{ id: 1, post: 1 }], [{ id: 2, post: 1 }]],
  }
}

let server: Server
let origin = ''
const asked: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin)
    asked.push(`${url.pathname}${url.search}`)
    // `/plain/` is a WordPress with plain permalinks (its default): no /wp-json/, the API at
    // `?rest_route=`, named in the Link header of its pages.
    if (url.pathname === '/plain/' && !url.searchParams.has('rest_route')) {
      res
        .writeHead(200, {
          'content-type': 'text/html',
          link: `<${origin}/plain/index.php?rest_route=/>; rel="https://api.w.org/"`,
        })
        .end('<!doctype html>')
      return
    }
    if (url.pathname.startsWith('/plain/wp-json/')) {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Home</title>')
      return
    }
    const route =
      url.pathname === '/plain/index.php'
        ? /^\/wp\/v2\/(\w+)$/.exec(url.searchParams.get('rest_route') ?? '')?.[1]
        : /^\/wp-json\/wp\/v2\/(\w+)$/.exec(url.pathname)?.[1]
    const pages = route ? wordpressShaped(origin)[route] : undefined
    const page = Number(url.searchParams.get('page') ?? '1')
    if (!pages || !pages[page - 1]) {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"code":"rest_post_invalid_page_number"}')
      return
    }
    res
      .writeHead(200, {
        'content-type': 'application/json',
        'x-wp-totalpages': String(pages.length),
        'x-wp-total': String(pages.flat().length),
      })
      .end(JSON.stringify(pages[page - 1]))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('readRest against a server answering as WordPress does', () => {
  it('reads every page of every collection into the same model as an export', async () => {
    const site = await readRest(`${origin}/`)
    expect(asked).toEqual(expect.arrayContaining(['/wp-json/wp/v2/posts?per_page=100&page=2']))
    expect(asked).not.toContain('/wp-json/wp/v2/posts?per_page=100&page=3')
    expect(site.baseUrl).toBe(origin)
    expect(site.content.map((c) => `${c.type} ${c.id}`)).toEqual(['post 1', 'post 2', 'post 3', 'page 20'])
    expect(site.content[0]).toMatchObject({
      title: 'Post “1”',
      slug: 'post-1',
      date: '2019-05-02T10:00:00.000Z',
      html: '<p>Text of 1</p>',
      author: 'jo',
      categories: ['news'],
      tags: ['campus'],
      featuredImageId: 50,
      guid: `${origin}/?p=1`,
      passwordProtected: false,
    })
    expect(site.content[2].passwordProtected).toBe(true)
    // The excerpt WordPress made (its "more" mark `[…]`) reads as a summary, ended by an ellipsis.
    expect(site.content[1].excerpt).toBe('<p>Hi there! I&#8217;m a bike messenger…</p>\n')
    expect(site.content[0].excerpt).toBe('<p>Short</p>\n')
    expect(site.authors).toEqual([{ login: 'jo', name: 'Jo Brown', id: 2 }])
    // Comments have no place on the site: counted (not read), so the report names them.
    expect(site.ignored).toEqual({ comment: 2 })
    expect(asked).toContain('/wp-json/wp/v2/comments?per_page=1')
    expect(site.terms).toContainEqual({ id: 7, slug: 'news', name: 'News & events', taxonomy: 'category' })
    expect(site.terms).toContainEqual({
      id: 8,
      slug: 'research',
      name: 'Research',
      taxonomy: 'category',
      parent: 'news',
    })
    expect(site.attachments[0]).toMatchObject({
      id: 50,
      alt: 'A boat',
      mimeType: 'image/jpeg',
      parentId: 1,
      sizes: [`${origin}/wp-content/uploads/2019/05/boat-150x150.jpg`],
    })
  })

  it('finds the API where WordPress names it (`?rest_route=` under plain permalinks, its default)', async () => {
    asked.length = 0
    const site = await readRest(`${origin}/plain`)
    expect(asked).toContain('/plain/index.php?rest_route=/wp/v2/posts&per_page=100&page=2')
    expect(asked.some((a) => a.startsWith('/plain/wp-json/'))).toBe(false)
    expect(site.content.map((c) => `${c.type} ${c.id}`)).toEqual(['post 1', 'post 2', 'post 3', 'page 20'])
  })

  it('says so when an address answers with something else than JSON (a page, not the API)', async () => {
    await expect(readRest(`${origin}/plain/wp-json/x`)).rejects.toThrow(/did not answer JSON/)
  })

  it('says which address failed when the site answers an error', async () => {
    await expect(readRest(`${origin}/nothing-here`)).rejects.toThrow(
      /\/nothing-here\/wp-json\/wp\/v2\/\w+\?per_page=100&page=1 answered 400/,
    )
  })
})

describe('decodeEntities', () => {
  it('decodes what rendered titles carry and drops their tags', () => {
    expect(decodeEntities('Title <em>with</em> &amp; &#8217;quotes&#8217; &quot;x&quot;')).toBe(
      'Title with & ’quotes’ "x"',
    )
  })
})
