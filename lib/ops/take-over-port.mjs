// @ts-check
/**
 * A server that takes another's place on its port: `npm start` replaces the compiled site it
 * served while the pages were prerendered with the finished build (scripts/start.mjs). The new
 * server loads everything first; only when it is about to listen does it ask the old one to stop,
 * and it listens as soon as the port is free, so connections are refused for that moment alone
 * rather than for the whole of a server's start.
 */
import { EventEmitter } from 'node:events'
import net from 'node:net'

/**
 * Whether nothing listens on `port` at `host` (tried by listening there for a moment).
 * @param {number} port
 * @param {string | undefined} host
 * @returns {Promise<boolean>}
 */
export function portFree(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, host, () => probe.close(() => resolve(true)))
  })
}

/**
 * Resolves once the port is free, or after `timeoutMs` (the listen that follows then reports why).
 * @param {number} port
 * @param {string | undefined} host
 * @param {{ timeoutMs?: number, intervalMs?: number }} [options]
 */
export async function waitForPort(port, host, { timeoutMs = 60_000, intervalMs = 10 } = {}) {
  const until = Date.now() + timeoutMs
  while (!(await portFree(port, host)) && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
}

/**
 * Makes the next `listen(port, host)` of a `Server` (Next's, in the standalone server) stop the
 * old server first (`stopOld`), wait for the port, then listen.
 * @param {{ prototype: { listen: (...args: any[]) => unknown } }} Server
 * @param {() => void} stopOld
 * @param {(line: string) => void} log
 */
export function takeOverOnListen(Server, stopOld, log) {
  const listen = Server.prototype.listen
  Server.prototype.listen = function (/** @type {any[]} */ ...args) {
    Server.prototype.listen = listen
    const [port, host] = typeof args[0] === 'object' ? [args[0].port, args[0].host] : [Number(args[0]), args[1]]
    const asked = Date.now()
    stopOld()
    void waitForPort(port, typeof host === 'string' ? host : undefined).then(() => {
      const free = Date.now()
      // Before listen adds its own callback: the line is written before the server is used.
      EventEmitter.prototype.once.call(this, 'listening', () =>
        log(
          `serve: took the port over ${free - asked} ms after asking the server before to stop; connections refused for ${Date.now() - free} ms`,
        ),
      )
      listen.apply(this, args)
    })
    return this
  }
}
