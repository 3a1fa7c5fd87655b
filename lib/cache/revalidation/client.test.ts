import { recordTag, type CacheTag } from '@/lib/cache/tags'
import { requestTagExpiry } from './client'
import { MAX_TAGS_PER_REQUEST, revalidateBody } from './protocol'

const tags = Array.from({ length: 120 }, (_, i) => recordTag('stories', `story-${i}`)) as CacheTag[]
const sentTags = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)).tags as string[])

describe('requestTagExpiry', () => {
  let fetchMock: jest.Mock
  let errors: jest.SpyInstance
  beforeEach(() => {
    fetchMock = jest.fn(async () => new Response('{}'))
    globalThis.fetch = fetchMock as unknown as typeof fetch
    errors = jest.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => jest.restoreAllMocks())

  it('sends the tags to the server in batches the webhook accepts, with the bearer secret', async () => {
    await requestTagExpiry(tags, 'in a test')
    expect(sentTags(fetchMock).map((batch) => batch.length)).toEqual([MAX_TAGS_PER_REQUEST, MAX_TAGS_PER_REQUEST, 20])
    expect(sentTags(fetchMock).flat()).toEqual(tags)
    for (const batch of sentTags(fetchMock)) expect(revalidateBody.safeParse({ tags: batch }).success).toBe(true)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toMatch(/\/api\/revalidate$/)
    expect((init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /)
    expect(errors).not.toHaveBeenCalled()
  })

  it('logs a refusal once, naming the occasion and the tags left, and does not throw', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}')).mockResolvedValueOnce(new Response('{}', { status: 401 }))
    await expect(requestTagExpiry(tags, 'in a test')).resolves.toBeUndefined()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(errors).toHaveBeenCalledTimes(1)
    expect(errors.mock.calls[0][0]).toBe(
      '[revalidate] could not expire 70 tag(s) in a test: POST /api/revalidate answered 401',
    )
  })

  it('logs an unreachable server the same way', async () => {
    fetchMock.mockRejectedValue(new Error('connect ECONNREFUSED'))
    await expect(requestTagExpiry(tags.slice(0, 3), 'in a test')).resolves.toBeUndefined()
    expect(errors.mock.calls).toEqual([['[revalidate] could not expire 3 tag(s) in a test: connect ECONNREFUSED']])
  })
})
