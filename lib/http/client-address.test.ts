import { readConfig } from '@/lib/config/site.mjs'
import { clientAddress, limiterKey } from './client-address'

describe('clientAddress', () => {
  const socket = (address: string, extra: Record<string, string> = {}) =>
    new Headers({ 'x-socket-address': address, ...extra })

  it('uses the connection address and ignores forwarding headers when no proxy is trusted', () => {
    expect(
      clientAddress(socket('198.51.100.7', { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.10' }), 0),
    ).toBe('198.51.100.7')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9' }), 0)).toBe('unknown')
  })

  it('behind trusted proxies, takes the entry each proxy appended, never what the client wrote', () => {
    // nginx overwrites the header with the address it saw; the app sees nginx's connection.
    expect(clientAddress(socket('10.0.0.2', { 'x-forwarded-for': '203.0.113.9' }), 1)).toBe('203.0.113.9')
    // A client's own entry stays left of the real one and is not believed.
    expect(clientAddress(socket('10.0.0.2', { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }), 1)).toBe('203.0.113.9')
    expect(clientAddress(socket('10.0.0.3', { 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.0.0.2' }), 2)).toBe(
      '203.0.113.9',
    )
  })

  it('reads the number of trusted proxies from TRUST_PROXY', () => {
    expect(readConfig({}).trustedProxies).toBe(0)
    expect(readConfig({ TRUST_PROXY: '2' }).trustedProxies).toBe(2)
    expect(readConfig({ TRUST_PROXY: 'yes' }).trustedProxies).toBe(0)
  })
})

describe('limiterKey', () => {
  it('counts an IPv6 client by its /64, however the address is written', () => {
    const key = limiterKey('2001:db8:1:2::1')
    expect(key).toBe('2001:db8:1:2::/64')
    for (const address of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:9',
      '[2001:db8:1:2::abcd]',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(limiterKey(address)).toBe(key)
    }
    expect(limiterKey('2001:db8:1:3::1')).not.toBe(key)
    expect(limiterKey('::1')).toBe('0:0:0:0::/64')
    expect(limiterKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
  })

  it('counts IPv4 addresses, also mapped into IPv6, one by one', () => {
    expect(limiterKey('192.0.2.7')).toBe('192.0.2.7')
    expect(limiterKey('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(limiterKey('::ffff:c000:207')).toBe('192.0.2.7')
    expect(limiterKey('192.0.2.8')).not.toBe(limiterKey('192.0.2.7'))
  })

  it('keeps what is no address as it is, and adds the scope', () => {
    expect(limiterKey('unknown')).toBe('unknown')
    expect(limiterKey('2001:db8::1::2')).toBe('2001:db8::1::2')
    expect(limiterKey('::ffff:300.0.0.1')).toBe('::ffff:300.0.0.1')
    expect(limiterKey('2001:db8:1:2::5', '17')).toBe('2001:db8:1:2::/64|17')
    expect(limiterKey('192.0.2.7', '17')).toBe('192.0.2.7|17')
  })
})
