import { pendingBoundary, setPendingBoundary, settlePassedBoundary, SETTLE_TIMEOUT_MS } from './pending-boundary'

afterEach(() => {
  setPendingBoundary(null)
  jest.useRealTimers()
})

function boundaryAt(at: number) {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  const expire = jest.fn(() => done)
  setPendingBoundary({ at, expire })
  return { expire, finish }
}

test('a request after a passed boundary waits until the alerts tag is expired', async () => {
  const { expire, finish } = boundaryAt(1_000)
  let settled = false
  const settling = settlePassedBoundary(1_500).then(() => (settled = true))
  await Promise.resolve()
  expect(expire).toHaveBeenCalledTimes(1)
  expect(settled).toBe(false)
  finish()
  await settling
  expect(settled).toBe(true)
})

test('a request before the boundary does not wait or expire anything', async () => {
  const { expire } = boundaryAt(2_000)
  await settlePassedBoundary(1_999)
  expect(expire).not.toHaveBeenCalled()
  expect(pendingBoundary()?.at).toBe(2_000)
})

test('with no boundary pending a request goes straight on', async () => {
  await expect(settlePassedBoundary(5_000)).resolves.toBeUndefined()
})

test('an expiry that never answers holds a request no longer than the timeout', async () => {
  jest.useFakeTimers()
  boundaryAt(1_000)
  let settled = false
  const settling = settlePassedBoundary(1_500).then(() => (settled = true))
  await jest.advanceTimersByTimeAsync(SETTLE_TIMEOUT_MS - 1)
  expect(settled).toBe(false)
  await jest.advanceTimersByTimeAsync(1)
  await settling
  expect(settled).toBe(true)
})
