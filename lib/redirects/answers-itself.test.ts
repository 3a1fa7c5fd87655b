import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setConfigEnvironment } from '@/lib/config/environment.mjs'
import { answersItself } from './answers-itself'

jest.mock('server-only', () => ({}))

let server: Server
const asked: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`)
    if (request.url === '/about/team') return response.writeHead(200, { 'Content-Type': 'text/html' }).end()
    if (request.url === '/about-us') return response.writeHead(308, { Location: '/about/team' }).end()
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  setConfigEnvironment({ HOSTNAME: '127.0.0.1', PORT: String((server.address() as AddressInfo).port) })
})

afterAll(async () => {
  setConfigEnvironment()
  await new Promise((resolve) => server.close(resolve))
})

describe('answersItself', () => {
  it('is true for a live page, asked with HEAD on this server', async () => {
    expect(await answersItself('/about/team')).toBe(true)
    expect(asked).toContain('HEAD /about/team')
  })

  it('is false for a missing page and for an address that redirects, without following it', async () => {
    asked.length = 0
    expect(await answersItself('/no-such-page')).toBe(false)
    expect(await answersItself('/about-us')).toBe(false)
    expect(asked).toEqual(['HEAD /no-such-page', 'HEAD /about-us'])
  })

  it('is null when the server cannot be asked', async () => {
    setConfigEnvironment({ HOSTNAME: '127.0.0.1', PORT: '1' })
    expect(await answersItself('/about/team')).toBeNull()
    setConfigEnvironment({ HOSTNAME: '127.0.0.1', PORT: String((server.address() as AddressInfo).port) })
  })
})
