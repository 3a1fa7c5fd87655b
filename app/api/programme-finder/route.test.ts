const mockPage = jest.fn(async (_query: unknown, page: number) => ({ items: [], page, totalDocs: 0, totalPages: 1 }))
jest.mock('@/lib/reads/programmes', () => ({ getFinderPage: (query: unknown, page: number) => mockPage(query, page) }))
jest.mock('@/lib/reads/preview', () => ({ isEditorPreview: async () => false }))

import { NextRequest } from 'next/server'
import { EMPTY_QUERY } from '@/lib/programmes/finder'
import { GET } from './route'

const get = (search: string) => GET(new NextRequest(`http://site/api/programme-finder${search}`))

describe('GET /api/programme-finder', () => {
  it('answers a page of results, cacheable for a minute', async () => {
    const response = await get('?kind=graduate&page=2')
    expect(response.status).toBe(200)
    expect(mockPage).toHaveBeenCalledWith({ ...EMPTY_QUERY, kind: 'graduate' }, 2)
    expect(await response.json()).toEqual({ items: [], page: 2, totalDocs: 0, totalPages: 1 })
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=60/)
  })

  it('answers a malformed query with a 400 naming each field, reading nothing', async () => {
    mockPage.mockClear()
    const response = await get('?kind=phd&page=x')
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      kind: expect.stringMatching(/^One of undergraduate/),
      page: 'A page number: 1, 2, 3…',
    })
    expect(mockPage).not.toHaveBeenCalled()
  })
})
