import { NextRequest } from 'next/server'
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/client-address'
import { createSearchIndex, type SearchDocument } from '../index/fulltext'

const docs: SearchDocument[] = [
  {
    id: 'college:cnas',
    kind: 'college',
    title: 'College of Natural and Applied Sciences',
    headings: '',
    body: 'Laboratories.',
    url: '/college_cnasahn',
  },
  {
    id: 'page:/counselling',
    kind: 'page',
    title: 'Counselling',
    headings: '',
    body: 'Talk to someone.',
    url: '/counselling',
  },
  {
    id: 'story:clinic',
    kind: 'story',
    title: 'Students open a community clinic',
    headings: '',
    body: 'Nursing students.',
    url: '/featurestory?article=clinic',
  },
]
const mockIndex = createSearchIndex(docs)
jest.mock('../index/site-index', () => ({ getSearchIndex: async () => mockIndex }))

import { answerSuggestions, SUGGEST_LIMITS, SUGGEST_MAX_TERMS, suggestionQuery } from './suggest'

let addresses = 0
const newAddress = () => `203.0.113.${++addresses}`
const ask = (q: string, address = newAddress()) =>
  answerSuggestions(
    new NextRequest(`http://127.0.0.1/api/search/suggest?q=${encodeURIComponent(q)}`, {
      headers: { [SOCKET_ADDRESS_HEADER]: address },
    }),
  )
const titles = async (response: Response) =>
  ((await response.json()) as { suggestions: { title: string }[] }).suggestions.map((s) => s.title)

describe('suggestionQuery', () => {
  it('looks each word up once, whatever its spelling, leaving filler out', () => {
    expect(suggestionQuery('co co co '.repeat(11))).toBe('co')
    expect(suggestionQuery('Nursing nursing NÚRSING clinic')).toBe('Nursing clinic')
    expect(suggestionQuery('the of and')).toBe('')
  })

  it(`looks up at most ${SUGGEST_MAX_TERMS} words`, () => {
    expect(suggestionQuery('one1 two2 three3 four4 five5 six6 seven7 eight8').split(' ')).toHaveLength(
      SUGGEST_MAX_TERMS,
    )
  })
})

describe('GET /api/search/suggest', () => {
  it('asks the index once per distinct word', async () => {
    const suggest = jest.spyOn(mockIndex, 'suggest')
    await ask(Array(33).fill('co').join(' '))
    await ask('clinic clinic clinic community')
    expect(suggest.mock.calls.map(([q]) => q)).toEqual(['co', 'clinic community'])
    suggest.mockRestore()
  })

  it('takes a word as a prefix from three letters only', async () => {
    expect(await titles(await ask('co'))).toEqual([])
    expect(await titles(await ask('cou'))).toEqual(['Counselling'])
    expect(await titles(await ask('comm cli'))).toEqual(['Students open a community clinic'])
  })

  it(`answers ${SUGGEST_LIMITS.limit} requests a minute from one address, then 429 until the minute is over; other addresses are not held back`, async () => {
    const address = newAddress()
    for (let i = 0; i < SUGGEST_LIMITS.limit; i++) expect((await ask('clinic', address)).status).toBe(200)
    const refused = await ask('clinic', address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect((await ask('clinic')).status).toBe(200)
  })
})
