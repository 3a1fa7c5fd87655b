import { createHmac, randomBytes } from 'node:crypto'

export type GateLimits = {
  /** How long a search from one address counts once: a day, as the report's dates. */
  periodMs: number
  /** The most different queries one address adds to the report in a period. */
  queriesPerAddress: number
  /** The most addresses followed in a period (a bound on memory); searches from more are not counted until the next. */
  addresses: number
}

export const REPORT_LIMITS: GateLimits = { periodMs: 24 * 60 * 60 * 1000, queriesPerAddress: 20, addresses: 5_000 }

/**
 * Which searches the report counts: each query once per client address and period, and at most
 * `queriesPerAddress` queries per address, so no one can write rows into the report at will or
 * push a query up its list by repeating it.
 *
 * Addresses are never kept: only keyed hashes of them, in this process's memory, under a random
 * key drawn afresh each period, so nothing links a period's counts to an address or to the
 * next period's. Each instance counts on its own: behind several, a search counts at most once
 * per instance.
 */
export class AddressGate {
  private period = Number.NaN
  private key = randomBytes(32)
  /** Per hashed address, how many queries it has had counted this period. */
  private counted = new Map<string, number>()
  /** Hashes of (address, query) counted this period. */
  private seen = new Set<string>()

  constructor(private readonly limits: GateLimits = REPORT_LIMITS) {}

  private hash(...parts: string[]) {
    return createHmac('sha256', this.key).update(parts.join('\u0000')).digest('base64url').slice(0, 22)
  }

  /** Whether this search counts: the first of this query from this address in the period, within the address's share. */
  admit(address: string, query: string, now = Date.now()): boolean {
    const period = Math.floor(now / this.limits.periodMs)
    if (period !== this.period) {
      this.period = period
      this.key = randomBytes(32)
      this.counted = new Map()
      this.seen = new Set()
    }
    const who = this.hash(address)
    const count = this.counted.get(who)
    if (count === undefined && this.counted.size >= this.limits.addresses) return false
    if ((count ?? 0) >= this.limits.queriesPerAddress) return false
    const pair = this.hash(address, query)
    if (this.seen.has(pair)) return false
    this.seen.add(pair)
    this.counted.set(who, (count ?? 0) + 1)
    return true
  }
}
