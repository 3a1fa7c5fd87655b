import { logRefusalsAtInfo } from './refusal-log-level'

function call(level: number, entry: unknown) {
  const info = jest.fn()
  const method = jest.fn()
  logRefusalsAtInfo.call({ info }, [entry], method, level)
  return { info, method }
}

describe('the CMS log', () => {
  it('logs a refusal (4xx) at info, with its status and message only', () => {
    const err = Object.assign(new Error('You are not allowed to perform this action.'), {
      status: 403,
      name: 'o',
      data: { collection: 'stories' },
    })
    const { info, method } = call(50, { err })
    expect(method).not.toHaveBeenCalled()
    expect(info).toHaveBeenCalledWith({ status: 403 }, 'You are not allowed to perform this action.')
  })

  it('keeps server faults (5xx), errors without a status and every lower level as they are', () => {
    for (const [level, entry] of [
      [50, { err: Object.assign(new Error('db down'), { status: 500 }) }],
      [50, { err: new Error('no status') }],
      [50, 'a plain message'],
      [30, { err: Object.assign(new Error('Not found'), { status: 404 }) }],
    ] as const) {
      const { info, method } = call(level, entry)
      expect(info).not.toHaveBeenCalled()
      expect(method).toHaveBeenCalledWith(entry)
    }
  })
})
