import { bytesSection, KINDS } from './bytes.mjs'

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

  it('tells a file downloaded again from one the first visit never asked for', () => {
    const report = bytesSection([
      page([
        { kind: 'images', path: '/api/media/file/a.avif', method: 'GET', status: 200, bytes: 9_000, new: false },
        { kind: 'other', path: '/api/stats', method: 'POST', status: 204, bytes: 849, new: false },
        { kind: 'js', path: '/_next/static/chunks/x.js', status: 200, bytes: 3_759, new: true },
      ]),
    ])
    expect(report).toContain(
      '- /: images /api/media/file/a.avif (200, 9000 B), other /api/stats (a POST the page sends, 204, 849 B), js /_next/static/chunks/x.js (200, 3759 B, not on the first visit)',
    )
  })
})
