import { SignJWT } from 'jose'
import { NextRequest } from 'next/server'
import { createHash } from 'node:crypto'
import { config as settings } from './lib/config/site.mjs'
import { DRAFT_MODE_COOKIE } from './lib/preview/draft-mode-gate'
import { proxy } from './proxy'

/** A session of the given roles, signed as Payload signs them with this process's PAYLOAD_SECRET. */
const session = (roles: string[]) =>
  new SignJWT({ collection: 'users', id: 1, roles })
    .setProtectedHeader({ alg: 'HS256', authVersion: 1, typ: 'JWT' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(createHash('sha256').update(settings.payloadSecret).digest('hex').slice(0, 32)))

const ask = (url: string, headers: Record<string, string>) =>
  proxy(new NextRequest(`http://127.0.0.1${url}`, { headers }))

/** The Cookie header the proxy hands on to Next when it replaces the request's headers (null: none), else 'as sent'. */
function forwardedCookie(response: Response) {
  const replaced = response.headers.get('x-middleware-override-headers')
  if (replaced === null) return 'as sent'
  return replaced.split(',').includes('cookie') ? response.headers.get('x-middleware-request-cookie') : null
}

const frameAncestors = (response: Response) =>
  response.headers.get('content-security-policy')?.match(/frame-ancestors [^;]+/)?.[0] ?? null

describe('proxy and draft mode', () => {
  it('drops the draft-mode cookie of a request without an editor’s session, so the page comes from the cache', async () => {
    const alone = await ask('/allfeaturestories', {
      cookie: `a=1; ${DRAFT_MODE_COOKIE}=the-build-value`,
      'sec-fetch-dest': 'iframe',
    })
    expect(forwardedCookie(alone)).toBe('a=1')
    expect(frameAncestors(alone)).toBeNull()

    const admissions = `payload-token=${await session(['admissions'])}`
    expect(forwardedCookie(await ask('/allfeaturestories', { cookie: `${DRAFT_MODE_COOKIE}=v; ${admissions}` }))).toBe(
      admissions,
    )
  })

  it('drops it on the routes it rewrites and on files and APIs too', async () => {
    const rewritten = await ask('/featurestory?article=x', { cookie: `${DRAFT_MODE_COOKIE}=v` })
    expect(rewritten.headers.get('x-middleware-rewrite')).toMatch(/\/featurestory\/x$/)
    expect(forwardedCookie(rewritten)).toBeNull()
    expect(forwardedCookie(await ask('/feeds/news.xml', { cookie: `${DRAFT_MODE_COOKIE}=v` }))).toBeNull()
  })

  it('keeps it beside an editor’s session, and lets the site frame the page only when it loads in a frame', async () => {
    const cookie = `${DRAFT_MODE_COOKIE}=v; payload-token=${await session(['editor'])}`
    const framed = await ask('/featurestory/x', { cookie, 'sec-fetch-dest': 'iframe' })
    expect(forwardedCookie(framed)).toBe('as sent')
    expect(frameAncestors(framed)).toBe("frame-ancestors 'self'")
    expect(framed.headers.get('x-frame-options')).toBe('SAMEORIGIN')

    expect(frameAncestors(await ask('/donate', { cookie, 'sec-fetch-dest': 'document' }))).toBeNull()
    expect(frameAncestors(await ask('/api/stories', { cookie, 'sec-fetch-dest': 'iframe' }))).toBeNull()
  })

  it('leaves requests without the draft-mode cookie as they are', async () => {
    const response = await ask('/allfeaturestories', {
      cookie: `payload-token=${await session(['editor'])}`,
      'sec-fetch-dest': 'iframe',
    })
    expect(forwardedCookie(response)).toBe('as sent')
    expect(frameAncestors(response)).toBeNull()
  })
})
