// The calendar's reads bring the whole Payload config; only their day start is used here (Jamaica keeps UTC-5 all year).
jest.mock('./calendar', () => ({ jamaicaStart: (key: string) => `${key}T05:00:00.000Z` }))
import type { Payload, Where } from 'payload'
import { publishedIn, yearsWithCounts } from './published'

type Row = { id: number; publishedAt: string; _status: 'published' | 'draft'; kind: string }
type Condition = Record<string, { equals?: string; less_than?: string; greater_than_equal?: string }>

function matches(row: Row, where: Where | undefined): boolean {
  if (!where) return true
  if (Array.isArray(where.and)) return (where.and as Where[]).every((w) => matches(row, w))
  return Object.entries(where as Condition).every(([field, test]) => {
    const value = row[field as keyof Row]
    if (test.equals !== undefined && value !== test.equals) return false
    if (test.less_than !== undefined && !(String(value) < test.less_than)) return false
    if (test.greater_than_equal !== undefined && !(String(value) >= test.greater_than_equal)) return false
    return true
  })
}

/** Payload's Local API as the read uses it: filtered, newest first, the first `limit` rows and how many match. */
function fakePayload(rows: Row[]) {
  const find = jest.fn(async ({ where, limit }: { where?: Where; limit: number }) => {
    const found = rows
      .filter((r) => matches(r, where))
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id)
    return { docs: found.slice(0, limit), totalDocs: found.length }
  })
  const payload = { find, collections: { stories: { config: { versions: { drafts: true } } } } } as unknown as Payload
  return { payload, find }
}

let id = 0
const row = (publishedAt: string, rest: Partial<Row> = {}): Row => ({
  id: ++id,
  publishedAt,
  _status: 'published',
  kind: 'news',
  ...rest,
})

describe('yearsWithCounts', () => {
  it('counts the published records of each year by the university’s calendar, newest year first, one query a year', async () => {
    const { payload, find } = fakePayload([
      row('2021-06-01T12:00:00.000Z'),
      row('2021-01-01T05:00:00.000Z'), // midnight in Jamaica: 2021
      row('2021-01-01T04:59:59.000Z'), // still 31 December 2020 there
      row('2020-03-03T12:00:00.000Z'),
      row('2020-03-04T12:00:00.000Z', { _status: 'draft' }),
      row('2017-07-07T12:00:00.000Z'),
      row('2017-07-08T12:00:00.000Z', { kind: 'sports' }),
    ])
    expect(await yearsWithCounts(payload, 'stories')).toEqual([
      { year: 2021, count: 2 },
      { year: 2020, count: 2 },
      { year: 2017, count: 2 },
    ])
    expect(find).toHaveBeenCalledTimes(4)
    for (const [args] of find.mock.calls) expect(args).toMatchObject({ limit: 1, select: { publishedAt: true } })
    expect(await yearsWithCounts(payload, 'stories', { kind: { equals: 'sports' } })).toEqual([
      { year: 2017, count: 1 },
    ])
  })

  it('is empty for a list with nothing published', async () => {
    expect(
      await yearsWithCounts(fakePayload([row('2020-01-01T12:00:00.000Z', { _status: 'draft' })]).payload, 'stories'),
    ).toEqual([])
  })
})

describe('publishedIn', () => {
  it('takes a year from its first to its last moment in the university’s time zone', () => {
    const year = publishedIn(2020)
    expect(matches(row('2020-01-01T05:00:00.000Z'), year)).toBe(true)
    expect(matches(row('2021-01-01T04:59:59.999Z'), year)).toBe(true)
    expect(matches(row('2020-01-01T04:59:59.999Z'), year)).toBe(false)
    expect(matches(row('2021-01-01T05:00:00.000Z'), year)).toBe(false)
  })
})
