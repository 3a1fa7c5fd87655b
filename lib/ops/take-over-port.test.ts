/**
 * A server taking another's place on its port (lib/ops/take-over-port.mjs): the old one is asked
 * to stop only when the new one listens, and the new one listens as soon as the port is free.
 * @jest-environment node
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { portFree, takeOverOnListen } from './take-over-port.mjs'

const listening = (server: http.Server, port = 0) =>
  new Promise<number>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )

describe('takeOverOnListen', () => {
  it('stops the old server when the new one listens, then listens once the port is free', async () => {
    const old = http.createServer((_, res) => res.end('old'))
    const port = await listening(old)
    // A server class of its own, so the patch touches no other server of the test process.
    class Replacement extends http.Server {}
    const events: string[] = []
    takeOverOnListen(
      Replacement,
      () => {
        events.push('asked the old one to stop')
        // It stops listening a moment later, as the request guard's shutdown does.
        setTimeout(() => old.close(() => events.push('old stopped listening')), 50)
      },
      (line) => events.push(line),
    )
    const replacement = new Replacement((_, res) => res.end('new'))
    expect(events).toEqual([])
    await listening(replacement, port)
    expect(events.slice(0, 2)).toEqual(['asked the old one to stop', 'old stopped listening'])
    expect(events[2]).toMatch(/^serve: took the port over \d+ ms after .*; connections refused for \d+ ms$/)
    const body = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.text())
    expect(body).toBe('new')
    // Only the first listen is taken over.
    expect(Replacement.prototype.listen).toBe(http.Server.prototype.listen)
    await new Promise((resolve) => replacement.close(resolve))
    expect(await portFree(port, '127.0.0.1')).toBe(true)
  })
})
