import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { clientAddress } from '@/lib/http/client-address'
import type { RateLimitResult } from '@/lib/http/rate-limit'

const HOUR = 60 * 60 * 1000

/**
 * Password-reset requests: per client address across e-mails, so one client cannot mail many
 * people, and per e-mail address across clients, so nobody's inbox is flooded. Counted for every
 * e-mail asked about, with or without an account, so the answer tells nobody which exist.
 */
export const RESET_LIMITS = {
  address: { name: 'reset:address', limit: 5, windowMs: HOUR },
  account: { name: 'reset:account', limit: 3, windowMs: HOUR },
}

type Limiter = { hit: (key: string) => Promise<RateLimitResult> }
let limiters: Promise<{ address: Limiter; account: Limiter }> | null = null
function resetLimiters() {
  // Loaded on first use: the Payload config (and so this hook) is also loaded by scripts outside
  // the server, where the server-only Redis module may not be imported.
  limiters ??= import('@/lib/http/shared-rate-limit').then(({ createSharedRateLimiter }) => ({
    address: createSharedRateLimiter(RESET_LIMITS.address),
    account: createSharedRateLimiter(RESET_LIMITS.account),
  }))
  return limiters
}

function tooMany(retryAfterSeconds: number): APIError {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  const message = `Too many password-reset requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or ask an administrator to set a new password.`
  const error = new APIError(message, 429, { retryAfterSeconds }, true)
  error.name = 'TooManyResets' // a class name minified by the bundle would leave the answer without its message
  return error
}

/** Before a password reset is mailed: refuse it past either limit. */
export const limitPasswordResets: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'forgotPassword') return args
  const { address, account } = await resetLimiters()
  const byAddress = await address.hit(clientAddress(req.headers))
  if (!byAddress.allowed) throw tooMany(byAddress.retryAfterSeconds)
  const email = typeof args.data?.email === 'string' ? args.data.email.trim().toLowerCase() : ''
  const byAccount = await account.hit(email)
  if (!byAccount.allowed) throw tooMany(byAccount.retryAfterSeconds)
  return args
}
