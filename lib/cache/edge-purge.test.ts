/**
 * The edge purger (lib/cache/edge-purge.mjs): chosen by EDGE_PURGER, Varnish purged by tag.
 * @jest-environment node
 */
import { readConfig } from '@/lib/config/site.mjs'
import { edgePurger, varnishPurger } from './edge-purge.mjs'

describe('edgePurger', () => {
  it('is none unless the settings choose Varnish, which needs its addresses', () => {
    expect(edgePurger(readConfig({})).name).toBe('none')
    expect(edgePurger(readConfig({ EDGE_PURGER: 'none', EDGE_PURGE_URLS: 'http://x:6081' })).name).toBe('none')
    expect(
      edgePurger(readConfig({ EDGE_PURGER: 'varnish', EDGE_PURGE_URLS: 'http://a:6081, http://b:6081/' })).name,
    ).toBe('varnish')
    expect(() => edgePurger(readConfig({ EDGE_PURGER: 'varnish' }))).toThrow(/EDGE_PURGE_URLS/)
    expect(() => edgePurger(readConfig({ EDGE_PURGER: 'fastly' }))).toThrow(/EDGE_PURGER must be none or varnish/)
  })

  it('reads the addresses as a list', () => {
    expect(readConfig({ EDGE_PURGE_URLS: 'http://a:6081, http://b:6081/,' }).edgePurgeUrls).toEqual([
      'http://a:6081',
      'http://b:6081',
    ])
  })
})

describe('varnishPurger', () => {
  it('asks every Varnish to purge the tags (xkey), and says which failed', async () => {
    const send = jest.fn(async (url: string) => new Response('', { status: url.includes('b:') ? 403 : 200 }))
    const purger = varnishPurger(['http://a:6081', 'http://b:6081'], send as unknown as typeof fetch)
    await expect(purger.purge(['stories', 'stories:cell-lab'])).rejects.toThrow(
      'edge purge of 2 tag(s) failed: http://b:6081 answered 403',
    )
    expect(send).toHaveBeenCalledTimes(2)
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('http://a:6081/')
    expect(init.method).toBe('PURGE')
    expect(init.headers).toEqual({ 'xkey-purge': 'stories stories:cell-lab' })
  })

  it('sends nothing for no tags, and reports an unreachable server', async () => {
    const send = jest.fn(async () => {
      throw new Error('connect ECONNREFUSED')
    })
    const purger = varnishPurger(['http://a:6081'], send as unknown as typeof fetch)
    await purger.purge([])
    expect(send).not.toHaveBeenCalled()
    await expect(purger.purge(['media'])).rejects.toThrow('http://a:6081: connect ECONNREFUSED')
  })
})
