import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The cancel link's token: the booking's id and an HMAC of it under the server's secret
 * (PAYLOAD_SECRET), so only the person the link was mailed to can use it and no id can be guessed
 * into a working link. `<id>.<43 base64url characters>`.
 */
export function cancelToken(bookingId: number | string, secret: string): string {
  return `${bookingId}.${mac(String(bookingId), secret)}`
}

/** The booking id a token names, or null when it is malformed or not the server's own. */
export function bookingIdFromToken(token: unknown, secret: string): number | null {
  if (typeof token !== 'string' || token.length > 80) return null
  const match = /^([1-9]\d{0,15})\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const expected = Buffer.from(mac(match[1], secret))
  const given = Buffer.from(match[2])
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const id = Number(match[1])
  return Number.isSafeInteger(id) ? id : null
}

function mac(id: string, secret: string) {
  return createHmac('sha256', secret).update(`visit-booking-cancel:${id}`).digest('base64url')
}
