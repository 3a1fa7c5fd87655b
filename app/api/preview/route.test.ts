const mockAuth = jest.fn(async (): Promise<{ user: unknown }> => ({ user: { id: 1, roles: ['editor'] } }))
jest.mock('@/lib/reads/payload', () => ({ getPayloadClient: async () => ({ auth: () => mockAuth() }) }))
jest.mock('next/headers', () => ({ draftMode: async () => ({ enable: () => undefined }) }))

import { NextRequest } from 'next/server'
import { GET } from './route'

const preview = (path: string) => GET(new NextRequest(`http://site/api/preview?path=${path}`))

describe('GET /api/preview', () => {
  it('refuses a path with a line break (a header split) with a 400 that says what a path is', async () => {
    for (const path of ['/news%0d%0aX', '/news%0aSet-Cookie:%20x=1', '/news%00']) {
      const response = await preview(path)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
        /A page of this site/,
      )
    }
  })

  it('sends an editor to the page, its address encoded as a header carries it', async () => {
    const plain = await preview(encodeURIComponent('/featurestory?article=choir-tour'))
    expect(plain.status).toBe(307)
    expect(plain.headers.get('location')).toBe('/featurestory?article=choir-tour')
    const accented = await preview(encodeURIComponent('/news/€uro café'))
    expect(accented.status).toBe(307)
    expect(accented.headers.get('location')).toBe('/news/%E2%82%ACuro%20caf%C3%A9')
  })

  it('refuses anyone who may not preview', async () => {
    mockAuth.mockResolvedValueOnce({ user: null })
    expect((await preview('/news')).status).toBe(401)
  })
})
