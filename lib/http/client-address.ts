/**
 * Who sent a request: the client's address, believed only as far as the trusted proxies vouch
 * for it, and the key every rate limit counts that client under.
 */
import { config } from '@/lib/config/site.mjs'

/** Set on every request by scripts/request-guard.mjs from the TCP connection; a client cannot send it. */
export const SOCKET_ADDRESS_HEADER = 'x-socket-address'

/**
 * The client address. With no trusted proxy it is the connection's own address, whatever the
 * client writes in its headers. Behind `trustedProxies` proxies, each of which appends the
 * address it received the request from to X-Forwarded-For, it is the entry just before theirs:
 * entries further left were written by the client and are never believed.
 */
export function clientAddress(headers: Headers, trustedProxies = config.trustedProxies): string {
  const socket = headers.get(SOCKET_ADDRESS_HEADER)?.trim() || 'unknown'
  if (trustedProxies === 0) return socket.slice(0, 64)
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const chain = [...forwarded, socket]
  return chain[Math.max(0, chain.length - 1 - trustedProxies)].slice(0, 64)
}

/** An IPv6 address as its eight 16-bit groups (`::` expanded, a trailing dotted IPv4 read), or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  let body = text
  const tail: number[] = []
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(body)
  if (dotted) {
    const octets = dotted.slice(1).map(Number)
    if (octets.some((octet) => octet > 255)) return null
    tail.push((octets[0] << 8) | octets[1], (octets[2] << 8) | octets[3])
    body = body.slice(0, dotted.index)
    if (!body.endsWith(':')) return null
    if (!body.endsWith('::')) body = body.slice(0, -1)
  }
  const halves = body.split('::')
  if (halves.length > 2) return null
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : NaN))
  const head = groups(halves[0])
  const rest = halves.length === 2 ? groups(halves[1]) : []
  if ([...head, ...rest].some(Number.isNaN)) return null
  const missing = 8 - head.length - rest.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  return [...head, ...new Array<number>(halves.length === 2 ? missing : 0).fill(0), ...rest, ...tail]
}

/**
 * The key a client is counted under by every rate limit: an IPv4 address as it is; an IPv6
 * address by its /64, the network one customer is given (counting exact addresses, a client
 * would have 2^64 of them to rotate through); an IPv4-mapped IPv6 address as the IPv4 address.
 * `scope` is what else the count is per (a job, an account). Anything that is no address
 * ('unknown') is its own key.
 */
export function limiterKey(address: string, scope?: string): string {
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '')
  const groups = text.includes(':') ? ipv6Groups(text) : null
  let client = text
  if (groups && groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    client = [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.')
  } else if (groups) {
    client = `${groups
      .slice(0, 4)
      .map((group) => group.toString(16))
      .join(':')}::/64`
  }
  return scope === undefined ? client : `${client}|${scope}`
}
