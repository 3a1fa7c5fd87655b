import type { StoredRedirect } from '@/lib/redirects/trailing-slash'
import { trailingSlashRoute } from '@/lib/redirects/trailing-slash'

const mockRedirects: Record<string, StoredRedirect> = { '/about-us': { to: '/about/team', permanent: true } }
const mockAnswersItself = jest.fn<Promise<boolean | null>, [string]>()
jest.mock('@/lib/reads/redirects', () => ({ getRedirects: async () => mockRedirects }))
jest.mock('@/lib/redirects/answers-itself', () => ({ answersItself: (path: string) => mockAnswersItself(path) }))

import { GET } from './route'

/** What the route answers for `to` asked with a trailing slash (as proxy.ts rewrites it). */
async function hop(to: string) {
  const segment = trailingSlashRoute(to).split('/').pop()!
  const response = await GET(new Request(`http://site${trailingSlashRoute(to)}`), {
    params: Promise.resolve({ to: segment }),
  })
  return { status: response.status, location: response.headers.get('location') }
}

beforeEach(() => mockAnswersItself.mockReset())

describe('GET /api/trailing-slash/<to>', () => {
  it('answers the stored redirect in one hop when no page answers at the address', async () => {
    mockAnswersItself.mockResolvedValue(false)
    expect(await hop('/about-us')).toEqual({ status: 308, location: '/about/team' })
    expect(mockAnswersItself).toHaveBeenCalledWith('/about-us')
  })

  it('sends the visitor to a page made later at the address, not to the redirect left there', async () => {
    mockAnswersItself.mockResolvedValue(true)
    expect(await hop('/about-us')).toEqual({ status: 308, location: '/about-us' })
  })

  it('when the page cannot be asked, sends the visitor to the address, which decides for itself', async () => {
    mockAnswersItself.mockResolvedValue(null)
    expect(await hop('/about-us')).toEqual({ status: 308, location: '/about-us' })
  })

  it('asks no page where no redirect is stored', async () => {
    expect(await hop('/news')).toEqual({ status: 308, location: '/news' })
    expect(mockAnswersItself).not.toHaveBeenCalled()
  })

  it('refuses a segment that names no path of this site', async () => {
    const response = await GET(new Request('http://site/api/trailing-slash/!!'), {
      params: Promise.resolve({ to: '!!' }),
    })
    expect(response.status).toBe(400)
  })
})
