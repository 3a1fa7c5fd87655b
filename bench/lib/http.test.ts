import { fetchAgainIfClosed } from './http.mjs'

const closed = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: { code } })

describe('fetchAgainIfClosed', () => {
  const realFetch = global.fetch
  afterEach(() => {
    global.fetch = realFetch
  })

  it.each(['UND_ERR_SOCKET', 'ECONNRESET'])('asks once more when the connection was closed (%s)', async (code) => {
    const answer = new Response('ok')
    const fetchMock = jest.fn().mockRejectedValueOnce(closed(code)).mockResolvedValueOnce(answer)
    global.fetch = fetchMock
    await expect(fetchAgainIfClosed('http://127.0.0.1:1/x', { method: 'GET' })).resolves.toBe(answer)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(fetchMock).toHaveBeenLastCalledWith('http://127.0.0.1:1/x', { method: 'GET' })
  })

  it('asks only once more: a second closed connection is the error', async () => {
    const fetchMock = jest.fn().mockRejectedValue(closed('UND_ERR_SOCKET'))
    global.fetch = fetchMock
    await expect(fetchAgainIfClosed('http://127.0.0.1:1/x')).rejects.toThrow('fetch failed')
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('does not ask again for any other failure (a refused connection, a timeout)', async () => {
    const fetchMock = jest.fn().mockRejectedValue(closed('ECONNREFUSED'))
    global.fetch = fetchMock
    await expect(fetchAgainIfClosed('http://127.0.0.1:1/x')).rejects.toThrow('fetch failed')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
