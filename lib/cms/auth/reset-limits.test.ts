jest.mock('payload', () => ({
  APIError: class extends Error {
    constructor(
      message: string,
      readonly status: number,
    ) {
      super(message)
    }
  },
}))

import { SOCKET_ADDRESS_HEADER } from '@/lib/http/client-address'
import { limitPasswordResets, RESET_LIMITS } from './reset-limits'

const ask = (email: string, address: string, operation = 'forgotPassword') =>
  limitPasswordResets({
    args: { data: { email } },
    operation,
    req: { headers: new Headers({ [SOCKET_ADDRESS_HEADER]: address }) },
  } as never)

describe('limitPasswordResets', () => {
  it('refuses a client asking for more resets than the limit, whatever the e-mails', async () => {
    for (let i = 0; i < RESET_LIMITS.address.limit; i++) await ask(`someone-${i}@example.edu`, '192.0.2.1')
    await expect(ask('someone-else@example.edu', '192.0.2.1')).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Too many password-reset requests/),
    })
    // Another client is not held back by it.
    await expect(ask('someone-else@example.edu', '192.0.2.2')).resolves.toBeDefined()
  })

  it('refuses more resets of one e-mail address than the limit, from whatever clients, with or without an account', async () => {
    for (let i = 0; i < RESET_LIMITS.account.limit; i++) await ask(' Target@Example.edu', `198.51.100.${i + 1}`)
    await expect(ask('target@example.edu', '198.51.100.200')).rejects.toMatchObject({ status: 429 })
  })

  it('leaves other operations alone', async () => {
    for (let i = 0; i < 10; i++) await expect(ask('x@example.edu', '203.0.113.9', 'login')).resolves.toBeDefined()
  })
})
