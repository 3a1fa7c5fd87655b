import { SignJWT } from 'jose'
import { NextRequest } from 'next/server'
import { createHash } from 'node:crypto'
import { config } from '@/lib/config/site.mjs'
import { DRAFT_MODE_COOKIE, draftModeOf, isPreviewSession, withoutCookie } from './draft-mode-gate'

const SECRET = 'a-production-payload-secret-for-this-test'
/** As Payload derives it from PAYLOAD_SECRET when it starts. */
const payloadKey = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 32)

/**
 * A session token as Payload's sign-in issues it (payload/dist/auth/jwt.js, which Jest cannot load:
 * e2e/security-cache.spec.ts checks a real one).
 */
const session = (fields: Record<string, unknown>, { secret = SECRET, expiresIn = 3600 } = {}) =>
  new SignJWT({ collection: 'users', id: 7, sid: 'session-1', ...fields })
    .setProtectedHeader({ alg: 'HS256', authVersion: 1, typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(new TextEncoder().encode(payloadKey(secret)))

describe('isPreviewSession', () => {
  it('accepts a session signed with the Payload secret for a role that previews drafts', async () => {
    for (const roles of [['editor'], ['admin'], ['college-editor'], ['admissions', 'editor']]) {
      expect(await isPreviewSession(await session({ roles }), SECRET)).toBe(true)
    }
  })

  it('refuses a session of a role that does not preview, of another collection, or expired', async () => {
    expect(await isPreviewSession(await session({ roles: ['admissions'] }), SECRET)).toBe(false)
    expect(await isPreviewSession(await session({ roles: [] }), SECRET)).toBe(false)
    expect(
      await isPreviewSession(await session({ roles: ['editor'], collection: 'information-requests' }), SECRET),
    ).toBe(false)
    expect(await isPreviewSession(await session({ roles: ['editor'] }, { expiresIn: -60 }), SECRET)).toBe(false)
  })

  it('refuses a token signed with another secret, without Payload’s header, unsigned, or garbage', async () => {
    expect(
      await isPreviewSession(
        await session({ roles: ['editor'] }, { secret: 'dev-only-payload-secret-change-me' }),
        SECRET,
      ),
    ).toBe(false)
    const noVersion = await new SignJWT({ collection: 'users', id: 7, roles: ['editor'] })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(payloadKey(SECRET)))
    expect(await isPreviewSession(noVersion, SECRET)).toBe(false)
    const [, body] = (await session({ roles: ['editor'] })).split('.')
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', authVersion: 1 })).toString('base64url')}.${body}.`
    expect(await isPreviewSession(unsigned, SECRET)).toBe(false)
    for (const garbage of [undefined, '', 'garbage', 'a.b.c'])
      expect(await isPreviewSession(garbage, SECRET)).toBe(false)
  })
})

describe('draftModeOf', () => {
  const request = (cookie: string) => new NextRequest('http://127.0.0.1/featurestory/x', { headers: { cookie } })

  it('counts the draft-mode cookie only beside a signed-in editor’s session', async () => {
    expect(await draftModeOf(request('a=1'))).toBe('none')
    expect(await draftModeOf(request(`${DRAFT_MODE_COOKIE}=any-value`))).toBe('ignored')
    expect(await draftModeOf(request(`${DRAFT_MODE_COOKIE}=any-value; payload-token=garbage`))).toBe('ignored')
    const admissions = await session({ roles: ['admissions'] }, { secret: config.payloadSecret })
    expect(await draftModeOf(request(`${DRAFT_MODE_COOKIE}=any-value; payload-token=${admissions}`))).toBe('ignored')
    const editor = await session({ roles: ['editor'] }, { secret: config.payloadSecret })
    expect(await draftModeOf(request(`${DRAFT_MODE_COOKIE}=any-value; payload-token=${editor}`))).toBe('preview')
    expect(await draftModeOf(request(`payload-token=${editor}`))).toBe('none')
  })
})

describe('withoutCookie', () => {
  it('drops one cookie and leaves the others exactly as sent', () => {
    expect(withoutCookie(`a=1; ${DRAFT_MODE_COOKIE}=x; payload-token=e%2Fy.z`, DRAFT_MODE_COOKIE)).toBe(
      'a=1; payload-token=e%2Fy.z',
    )
    expect(withoutCookie(`${DRAFT_MODE_COOKIE}=x`, DRAFT_MODE_COOKIE)).toBe('')
    expect(withoutCookie(`x${DRAFT_MODE_COOKIE}=1;${DRAFT_MODE_COOKIE}=2`, DRAFT_MODE_COOKIE)).toBe(
      `x${DRAFT_MODE_COOKIE}=1`,
    )
  })
})
