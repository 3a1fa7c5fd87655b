import { ownLockQuery, releaseOwnLock } from './release-lock'

const editor = { id: 4, collection: 'users' }

describe('ownLockQuery', () => {
  it('names the document and the signed-in user, so nobody else’s lock is touched', () => {
    const query = new URLSearchParams(ownLockQuery('programmes', 17, editor))
    expect(Object.fromEntries(query)).toEqual({
      'where[document.relationTo][equals]': 'programmes',
      'where[document.value][equals]': '17',
      'where[user.relationTo][equals]': 'users',
      'where[user.value][equals]': '4',
    })
  })
})

describe('releaseOwnLock', () => {
  const fetchMock = jest.fn()
  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue({ ok: true })
    global.fetch = fetchMock
  })

  it('deletes the signed-in user’s lock on the document through the REST API', async () => {
    await releaseOwnLock('/api', 'programmes', 17, editor)
    expect(fetchMock).toHaveBeenCalledWith(`/api/payload-locked-documents?${ownLockQuery('programmes', 17, editor)}`, {
      method: 'DELETE',
      credentials: 'include',
    })
  })

  it('asks nothing without a signed-in user, and a failed request does not undo the step', async () => {
    await releaseOwnLock('/api', 'programmes', 17, null)
    expect(fetchMock).not.toHaveBeenCalled()
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(releaseOwnLock('/api', 'programmes', 17, editor)).resolves.toBeUndefined()
  })
})
