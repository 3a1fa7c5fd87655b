/**
 * Which compressed copy of a build file a browser gets (lib/http/precompressed.mjs).
 * @jest-environment node
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { acceptQuality, chooseEncoding, servePrecompressed, staticFile, staticType } from './precompressed.mjs'

describe('acceptQuality', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br', 1],
    ['gzip;q=1.0, br;q=0.8', 'br', 0.8],
    ['br;q=0', 'br', 0],
    ['BR', 'br', 1],
    ['*', 'br', 1],
    ['*;q=0.5, gzip', 'br', 0.5],
    ['br;q=0, *', 'br', 0],
    ['gzip', 'br', 0],
    ['', 'br', 0],
    [undefined, 'gzip', 0],
    ['br ; q = 0.3', 'br', 0.3],
  ])('%j gives %s the quality %s', (header, coding, quality) => {
    expect(acceptQuality(header, coding)).toBe(quality)
  })
})

describe('chooseEncoding', () => {
  const both = () => true
  it('prefers Brotli, then gzip, then the file as it is', () => {
    expect(chooseEncoding('gzip, deflate, br', both)?.coding).toBe('br')
    expect(chooseEncoding('gzip, deflate', both)?.coding).toBe('gzip')
    expect(chooseEncoding('identity', both)).toBeNull()
    expect(chooseEncoding(undefined, both)).toBeNull()
  })
  it('follows the quality the browser gives', () => {
    expect(chooseEncoding('br;q=0.5, gzip', both)?.coding).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBeNull()
  })
  it('only offers a copy the build made', () => {
    expect(chooseEncoding('br, gzip', (suffix) => suffix === '.gz')?.coding).toBe('gzip')
    expect(chooseEncoding('br', (suffix) => suffix === '.gz')).toBeNull()
  })
})

describe('staticFile', () => {
  it('names the file under the static folder', () => {
    expect(staticFile('/_next/static/chunks/app/page-1a2b.js')).toBe('chunks/app/page-1a2b.js')
    expect(staticFile('/_next/static/chunks/%5Bslug%5D-1a2b.js?dpl=x')).toBe('chunks/[slug]-1a2b.js')
  })
  it.each([
    '/',
    '/_next/image?url=x',
    '/_next/static/',
    '/_next/static/../BUILD_ID',
    '/_next/static/a/%2e%2e/b.js',
    '/_next/static/a//b.js',
    '/_next/static/%E0.js',
  ])('refuses %s', (target) => expect(staticFile(target)).toBeNull())
})

test('staticType: the types Next sends these files with', () => {
  expect(staticType('chunks/a.js')).toBe('application/javascript; charset=UTF-8')
  expect(staticType('css/a.CSS')).toBe('text/css; charset=UTF-8')
  expect(staticType('media/font.woff2')).toBeNull()
  expect(staticType('BUILD_ID')).toBeNull()
})

describe('servePrecompressed', () => {
  function exchange(method: string, url: string, acceptEncoding?: string) {
    const headers: Record<string, string | number | string[]> = {}
    const request = { method, url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }
    const response = {
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    }
    const served = servePrecompressed(
      request as unknown as IncomingMessage,
      response as unknown as ServerResponse,
      (copy) => copy === 'chunks/main-abc.js.br' || copy === 'chunks/main-abc.js.gz',
    )
    return { served, url: request.url, headers }
  }

  it('points a browser that accepts Brotli at the Brotli copy, keeping the query', () => {
    expect(exchange('GET', '/_next/static/chunks/main-abc.js?dpl=1', 'gzip, deflate, br')).toEqual({
      served: true,
      url: '/_next/static/chunks/main-abc.js.br?dpl=1',
      headers: {
        vary: 'Accept-Encoding',
        'content-encoding': 'br',
        'content-type': 'application/javascript; charset=UTF-8',
      },
    })
    expect(exchange('HEAD', '/_next/static/chunks/main-abc.js', 'br').url).toBe('/_next/static/chunks/main-abc.js.br')
  })
  it('gzip to a browser without Brotli; the file as it is, still varying, to one that accepts neither', () => {
    expect(exchange('GET', '/_next/static/chunks/main-abc.js', 'gzip').url).toBe('/_next/static/chunks/main-abc.js.gz')
    const plain = exchange('GET', '/_next/static/chunks/main-abc.js')
    expect(plain).toEqual({
      served: false,
      url: '/_next/static/chunks/main-abc.js',
      headers: { vary: 'Accept-Encoding' },
    })
  })
  it('leaves other methods, paths and files without a copy to Next', () => {
    for (const [method, url] of [
      ['POST', '/_next/static/chunks/main-abc.js'],
      ['GET', '/_next/static/chunks/other.js'],
      ['GET', '/api/media/file/a.js'],
      ['GET', '/_next/static/media/font.woff2'],
    ])
      expect(exchange(method, url, 'br').url).toBe(url)
  })
})
