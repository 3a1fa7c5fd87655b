import { readFileSync } from 'node:fs'
import path from 'node:path'
import { bytesSection, KINDS, whatScript } from './bytes.mjs'

const zero = () => ({ ...Object.fromEntries(KINDS.map((k) => [k, 0])), total: 0 })

describe("the bytes report's repeat visits", () => {
  const page = (refetched: object[]) => ({
    name: 'home',
    path: '/',
    first: { ...zero(), html: 30_000, js: 140_000, total: 170_000 },
    repeat: { ...zero(), html: 1_300, total: 1_300 },
    refetched,
    encodings: { 'html gzip': 1 },
  })

  it('says none when a repeat visit downloaded only its page', () => {
    expect(bytesSection([page([])])).toContain(
      'Repeat visits that downloaded more than HTML and prefetches ("not on the first visit": a file the first visit never asked for): none.',
    )
  })

  it('tells a file downloaded again from one the first visit never asked for, and names what it knows', () => {
    const report = bytesSection([
      page([
        { kind: 'images', path: '/api/media/file/a.avif', method: 'GET', status: 200, bytes: 9_000, new: false },
        { kind: 'other', path: '/api/stats', method: 'POST', status: 204, bytes: 849, new: false },
        {
          kind: 'js',
          path: '/_next/static/chunks/x.js',
          status: 200,
          bytes: 3_759,
          new: true,
          what: 'the Web Vitals library',
        },
      ]),
    ])
    expect(report).toContain(
      '- /: images /api/media/file/a.avif (200, 9000 B), other /api/stats (a POST the page sends, 204, 849 B), js /_next/static/chunks/x.js (200, 3759 B, not on the first visit: the Web Vitals library)',
    )
  })
})

describe('whatScript', () => {
  const realFetch = global.fetch
  afterEach(() => {
    global.fetch = realFetch
  })
  const serving = (text: string) => {
    global.fetch = jest.fn().mockResolvedValue(new Response(text))
  }

  it('knows the Web Vitals library as the package ships it', async () => {
    serving(readFileSync(path.join(__dirname, '../../node_modules/web-vitals/dist/web-vitals.js'), 'utf8'))
    await expect(whatScript('http://127.0.0.1:1/_next/static/chunks/x.js')).resolves.toMatch(/Web Vitals library/)
  })

  it("names no other script (React's renderer, say)", async () => {
    serving(
      readFileSync(path.join(__dirname, '../../node_modules/react-dom/cjs/react-dom-client.production.js'), 'utf8'),
    )
    await expect(whatScript('http://127.0.0.1:1/_next/static/chunks/y.js')).resolves.toBeUndefined()
  })
})
