import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'
import { APIError, type CollectionAfterErrorHook, type CollectionBeforeOperationHook } from 'payload'
import { config } from '@/lib/config/site.mjs'
import { clientAddress, limiterKey } from '@/lib/http/client-address'
import {
  memoryFailureStore,
  redisFailureStore,
  secondsLeft,
  windowKey,
  type FailureLimit,
  type FailureStore,
} from './failure-counter'

const TEN_MINUTES = 10 * 60 * 1000

/**
 * Failed sign-ins are limited per account *and client address*, so guessing from one address
 * locks that address out of that account without locking the account's owner out, and per
 * address across accounts, so one client cannot try many accounts. (The account-wide limit across
 * addresses is Payload's own lock, set high in the Users collection.)
 */
export const SIGN_IN_LIMITS = {
  accountFromAddress: { scope: 'signin:account-address', limit: 5, windowMs: TEN_MINUTES },
  address: { scope: 'signin:address', limit: 20, windowMs: TEN_MINUTES },
} satisfies Record<string, FailureLimit>

const memory = memoryFailureStore()
async function store(): Promise<FailureStore> {
  // Loaded on first use: the Payload config (and so this hook) is also loaded by scripts outside
  // the server, where the server-only Redis module may not be imported.
  const { getRedis } = await import('@/lib/http/redis')
  const redis = await getRedis()
  return redis ? redisFailureStore(redis, config.redisKeyPrefix) : memory
}

function keysFor(email: string, address: string, now: number): [FailureLimit, string][] {
  return [
    [SIGN_IN_LIMITS.accountFromAddress, windowKey(SIGN_IN_LIMITS.accountFromAddress, `${email}|${address}`, now)],
    [SIGN_IN_LIMITS.address, windowKey(SIGN_IN_LIMITS.address, address, now)],
  ]
}

const normalEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '')

const hash = promisify(pbkdf2)
/** Payload's current password hash parameters (pbkdf2-sha256-v1: 600 000 iterations, 32 bytes). */
const spendPasswordCheckTime = (password: string) => hash(password, 'no-such-account', 600_000, 32, 'sha256')

/**
 * Before a sign-in: refuse while a failure limit is reached; for an e-mail no account has, spend
 * the time a password check takes, so the answer's timing does not tell which e-mails exist.
 */
export const guardSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const email = normalEmail(args.data?.email)
  const address = limiterKey(clientAddress(req.headers))
  const now = Date.now()
  const failures = await store()
  for (const [limit, key] of keysFor(email, address, now)) {
    if ((await failures.get(key)) >= limit.limit) {
      const minutes = Math.ceil(secondsLeft(limit, now) / 60)
      const message = `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or ask an administrator to reset your password.`
      const error = new APIError(message, 429, { retryAfterSeconds: secondsLeft(limit, now) }, true)
      error.name = 'TooManySignIns' // a class name minified by the bundle would leave the answer without its message
      throw error
    }
  }
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) await spendPasswordCheckTime(String(args.data?.password ?? ''))
  return args
}

/** After a failed sign-in: count it against the account, the address and both together. */
export const countFailedSignIn: CollectionAfterErrorHook = async ({ error, req }) => {
  // By status, not class: the bundled server may hold more than one copy of Payload's error classes.
  if ((error as { status?: number }).status !== 401) return
  if (!new URL(req.url ?? 'http://x/').pathname.endsWith('/login')) return
  const data = (req.data ?? {}) as { email?: unknown }
  const now = Date.now()
  const failures = await store()
  for (const [limit, key] of keysFor(normalEmail(data.email), limiterKey(clientAddress(req.headers)), now))
    await failures.increment(key, limit.windowMs)
}
