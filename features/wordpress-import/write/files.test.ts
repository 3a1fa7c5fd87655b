import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { WpAttachment } from '../source/model'
import { attachmentFile, mimeTypeOf, onSite, servedAddress, uploadsRelativePath } from './files'

const BASE = 'https://old.example.edu'
const attachment = (url: string): WpAttachment => ({ id: 1, title: 'boat', url, link: '', alt: 'A boat', caption: '' })
const uploads = mkdtempSync(path.join(tmpdir(), 'wp-uploads-'))
mkdirSync(path.join(uploads, '2013/03'), { recursive: true })
writeFileSync(path.join(uploads, '2013/03/boat.jpg'), 'jpeg bytes')

describe('attachment files', () => {
  it('finds a file under wp-content/uploads, or at the root of a WordPress.com files host', () => {
    expect(uploadsRelativePath(`${BASE}/wp-content/uploads/2013/03/boat.jpg`)).toBe('2013/03/boat.jpg')
    expect(uploadsRelativePath('https://x.files.wordpress.com/2013/03/boat.jpg')).toBe('2013/03/boat.jpg')
    expect(uploadsRelativePath('https://cdn.example.net/boat.jpg')).toBeNull()
  })

  it("takes a file as the old site's own on its host, www. or not, and a WordPress.com site's files host", () => {
    expect(onSite('https://www.old.example.edu/a.jpg', BASE)).toBe(true)
    expect(onSite('https://x.files.wordpress.com/a.jpg', 'https://x.wordpress.com')).toBe(true)
    expect(onSite('https://y.files.wordpress.com/a.jpg', 'https://x.wordpress.com')).toBe(false)
    expect(onSite('https://cdn.example.net/a.jpg', BASE)).toBe(false)
  })

  it('reads the type from the file name when the source does not say it', () => {
    expect(mimeTypeOf({ url: `${BASE}/a/B.JPG` })).toBe('image/jpeg')
    expect(mimeTypeOf({ url: `${BASE}/a/form.pdf?ver=2` })).toBe('application/pdf')
    expect(mimeTypeOf({ url: `${BASE}/a/song.mp3`, mimeType: 'audio/mpeg' })).toBe('audio/mpeg')
  })

  it('takes the local copy first and never downloads then', async () => {
    const fetcher = jest.fn()
    const file = await attachmentFile(attachment(`${BASE}/wp-content/uploads/2013/03/boat.jpg`), {
      uploadsDir: uploads,
      baseUrl: BASE,
      download: true,
      fetcher,
    })
    expect(file).toEqual({ data: Buffer.from('jpeg bytes'), name: 'boat.jpg', mimetype: 'image/jpeg' })
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('downloads from the old site only, and says why when a file cannot be had', async () => {
    const fetcher = jest.fn(async () => new Response('png', { status: 200 }))
    const source = { uploadsDir: uploads, baseUrl: BASE, download: true, fetcher }
    expect(await attachmentFile(attachment(`${BASE}/wp-content/uploads/2020/01/new.png`), source)).toMatchObject({
      name: 'new.png',
      mimetype: 'image/png',
    })
    expect(await attachmentFile(attachment('https://cdn.example.net/boat.jpg'), source)).toEqual({
      missing:
        'its address is not under wp-content/uploads; https://cdn.example.net/boat.jpg is not on the site being imported, so it is not downloaded',
    })
    expect(fetcher).toHaveBeenCalledTimes(1)
    const gone = jest.fn(async () => new Response('', { status: 404 }))
    expect(
      await attachmentFile(attachment(`${BASE}/wp-content/uploads/x.jpg`), {
        baseUrl: BASE,
        download: true,
        fetcher: gone,
      }),
    ).toEqual({
      missing: `${BASE}/wp-content/uploads/x.jpg answered 404`,
    })
    expect(
      await attachmentFile(attachment(`${BASE}/wp-content/uploads/x.jpg`), { baseUrl: BASE, download: false }),
    ).toEqual({
      missing: 'downloads are off',
    })
  })

  it("writes the site's own file address as a path (a redirect leads on the site), another host's as it is", () => {
    expect(servedAddress('http://localhost:3000/api/media/file/boat.jpg', 'http://localhost:3000')).toBe(
      '/api/media/file/boat.jpg',
    )
    expect(servedAddress('/api/media/file/boat.jpg', 'https://www.example.edu')).toBe('/api/media/file/boat.jpg')
    expect(servedAddress('https://bucket.s3.example.com/boat.jpg', 'https://www.example.edu')).toBe(
      'https://bucket.s3.example.com/boat.jpg',
    )
    expect(servedAddress('', 'https://www.example.edu')).toBe('')
  })
})
