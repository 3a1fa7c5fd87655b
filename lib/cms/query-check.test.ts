jest.mock('payload', () => ({
  APIError: class extends Error {
    constructor(
      message: string,
      readonly status: number,
    ) {
      super(message)
    }
  },
  getLocalizedPaths: jest.fn(),
}))

import type { PayloadRequest } from 'payload'
import { pagingProblem, refuseUnanswerableQueries, whereProblem, type QueryField, type QueryScope } from './query-check'

const scopeOf = (fields: Record<string, QueryField>, related: Record<string, QueryScope> = {}): QueryScope => ({
  field: (path) => (path === 'id' ? { type: 'number' } : (fields[path] ?? null)),
  related: (slug) => related[slug] ?? null,
})
const colleges = scopeOf({ name: { type: 'text' } })
const stories = scopeOf(
  {
    title: { type: 'text' },
    publishedAt: { type: 'date' },
    colleges: { type: 'relationship', relationTo: 'colleges', hasMany: true },
    cover: { type: 'upload', relationTo: 'media' },
    links: { type: 'relationship', relationTo: ['stories', 'articles'] },
    views: { type: 'number' },
    place: { type: 'point' },
  },
  { colleges },
)
const problem = (where: unknown) => whereProblem(where, stories)

describe('whereProblem', () => {
  it('refuses values the database cannot compare with the field, saying which and why', () => {
    expect(problem({ publishedAt: { greater_than: 'notadate' } })).toBe(
      'where[publishedAt][greater_than]: give a date, such as 2026-01-31.',
    )
    expect(problem({ colleges: { contains: 'x' } })).toMatch(
      /^where\[colleges\]\[contains\]: give the id of a document of colleges/,
    )
    expect(problem({ colleges: { in: '1,x' } })).toMatch(/give the id/)
    expect(problem({ cover: { equals: 'abc' } })).toMatch(/give the id of a document of media/)
    expect(problem({ id: { in: 'abc' } })).toBe('where[id][in]: give a number.')
    expect(problem({ views: { less_than: 'many' } })).toBe('where[views][less_than]: give a number.')
  })

  it('refuses operators the field or the database cannot answer', () => {
    expect(problem({ title: { near: '1' } })).toMatch(/^where\[title\]\[near\]: only a point/)
    expect(problem({ title: { within: '1' } })).toMatch(/only a point/)
    expect(problem({ colleges: { all: '1' } })).toMatch(/^where\[colleges\]\[all\]: not supported here/)
    expect(problem({ colleges: { like: 'x' } })).toMatch(/matched by the ids/)
  })

  it('refuses a list where one value belongs, and anything but a list where a list belongs', () => {
    expect(problem({ title: { equals: ['a', 'b'] } })).toBe('where[title][equals]: give one value.')
    expect(problem({ title: { in: { a: 'b' } } })).toBe('where[title][in]: give a list of values.')
  })

  it('looks inside and/or and inside a query of related documents', () => {
    expect(problem({ or: [{ title: { equals: 'a' } }, { and: [{ publishedAt: { less_than: 'x' } }] }] })).toMatch(
      /^where\[publishedAt\]\[less_than\]/,
    )
    expect(problem({ colleges: { contains: { name: { near: '1' } } } })).toMatch(/^where\[name\]\[near\]/)
  })

  it('passes what the database answers', () => {
    expect(problem({ publishedAt: { greater_than: '2025-01-01' }, title: { like: 'nurs' } })).toBeNull()
    expect(problem({ publishedAt: { less_than_equal: new Date() } })).toBeNull()
    expect(problem({ colleges: { contains: '1' }, cover: { in: [1, 2] }, id: { not_in: '3,4' } })).toBeNull()
    expect(problem({ colleges: { equals: 'null' }, publishedAt: { exists: 'maybe' } })).toBeNull()
    expect(problem({ place: { near: '1,2,1000' } })).toBeNull()
    expect(problem({ links: { equals: { relationTo: 'stories', value: 1 } } })).toBeNull()
    expect(problem({ views: { greater_than: '10' } })).toBeNull()
  })

  it('leaves unknown paths and operators to Payload, which refuses them itself', () => {
    expect(problem({ nope: { equals: 'x' } })).toBeNull()
    expect(problem({ title: { resembles: 'x' } })).toBeNull()
    expect(problem('not an object')).toBeNull()
  })
})

describe('pagingProblem', () => {
  it('refuses pages and page sizes the database cannot take', () => {
    expect(pagingProblem({ page: 1e20 })).toBe('page must be a whole number from 1.')
    expect(pagingProblem({ page: 0 })).toBe('page must be a whole number from 1.')
    expect(pagingProblem({ page: 1.5 })).toBe('page must be a whole number from 1.')
    expect(pagingProblem({ limit: 1e20 })).toBe('limit must be a whole number (0 for no limit).')
    expect(pagingProblem({ limit: -1 })).toBe('limit must be a whole number (0 for no limit).')
    expect(pagingProblem({ limit: 'abc' })).toBe('limit must be a whole number (0 for no limit).')
    expect(pagingProblem({ page: 2 ** 50, limit: 100 })).toBe('page is past the last page.')
  })
  it('passes ordinary paging', () => {
    expect(pagingProblem({})).toBeNull()
    expect(pagingProblem({ page: 3, limit: 0 })).toBeNull()
    expect(pagingProblem({ page: 99999, limit: 100 })).toBeNull()
  })
})

describe('refuseUnanswerableQueries', () => {
  const run = (payloadAPI: string, args: Record<string, unknown>) =>
    refuseUnanswerableQueries({
      args,
      collection: { slug: 'stories', flattenedFields: [] },
      operation: 'read',
      req: { payloadAPI, payload: { collections: {} } } as unknown as PayloadRequest,
    } as never)

  it('answers a REST read with a bad page with a 400 that says why', () => {
    expect(() => run('REST', { page: 1e20 })).toThrow(
      expect.objectContaining({ status: 400, message: 'page must be a whole number from 1.' }),
    )
  })
  it('leaves the server’s own reads alone', () => {
    expect(run('local', { page: 1e20 })).toEqual({ page: 1e20 })
  })
})
