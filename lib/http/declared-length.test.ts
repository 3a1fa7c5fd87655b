import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { DECLARED_LENGTH, sendDeclaredLength } from './declared-length.mjs'

describe('sendDeclaredLength', () => {
  it('sends the declared length as Content-Length and not the private header', async () => {
    const server = http.createServer((_request, response) => {
      sendDeclaredLength(response)
      response.setHeader(DECLARED_LENGTH, '5')
      response.write('he')
      response.end('llo')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
      expect(response.headers.get('content-length')).toBe('5')
      expect(response.headers.get(DECLARED_LENGTH)).toBeNull()
      expect(await response.text()).toBe('hello')
    } finally {
      server.close()
    }
  })
})
