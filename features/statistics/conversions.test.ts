import type { Payload } from 'payload'
import { countVisitBookingFor } from './conversions'
import { count } from './counting/recorder'

jest.mock('./counting/recorder', () => ({ count: jest.fn() }))

const payload = (docs: { slug: string; kind: string }[]) =>
  ({ find: jest.fn(async () => ({ docs })) }) as unknown as Payload
const counted = () => (count as jest.Mock).mock.calls.map(([rows]) => rows[0].page)
const NOW = new Headers()

beforeEach(() => (count as jest.Mock).mockClear())

describe('a stored visit booking in the statistics', () => {
  it('is counted under the page of the programme the visitor chose', async () => {
    await countVisitBookingFor(payload([{ slug: 'nursing', kind: 'undergraduate' }]), 'Nursing', NOW)
    expect(counted()).toEqual(['/undergrad?degree=nursing'])
  })

  it('is counted under no page when the visitor has not decided or the programme has no page', async () => {
    await countVisitBookingFor(payload([]), null, NOW)
    await countVisitBookingFor(payload([]), 'A programme since withdrawn', NOW)
    expect(counted()).toEqual(['', ''])
  })

  it('is not counted when the browser asked not to be tracked', async () => {
    await countVisitBookingFor(payload([]), null, new Headers({ DNT: '1' }))
    await countVisitBookingFor(payload([]), null, new Headers({ 'Sec-GPC': '1' }))
    expect(counted()).toEqual([])
  })
})
