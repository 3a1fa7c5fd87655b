import { bookingIdFromToken, cancelToken } from './token'

const SECRET = 'a-test-secret-of-some-length'

describe('cancel tokens', () => {
  it('name the booking they were made for', () => {
    expect(bookingIdFromToken(cancelToken(42, SECRET), SECRET)).toBe(42)
  })

  it('refuse another id, another secret, a changed signature and malformed input', () => {
    const token = cancelToken(42, SECRET)
    const [, sig] = token.split('.')
    expect(bookingIdFromToken(`43.${sig}`, SECRET)).toBeNull()
    expect(bookingIdFromToken(token, 'another-secret')).toBeNull()
    expect(bookingIdFromToken(`42.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, SECRET)).toBeNull()
    for (const bad of ['', '42', '42.', 'x.y', `0.${sig}`, `-1.${sig}`, `42.${sig}x`, 42, null, 'é'.repeat(90)])
      expect(bookingIdFromToken(bad, SECRET)).toBeNull()
  })
})
