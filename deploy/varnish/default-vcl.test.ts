/**
 * deploy/varnish/default.vcl run by varnishd in front of a stand-in instance (a plain Node server
 * answering like the site: tagged pages, private answers, a readiness endpoint): a tagged page is
 * kept and its tags kept from visitors, a purge by tag drops exactly the pages with that tag, and
 * what must never be kept is not. bench:scale runs the same file in front of the real instances.
 * Needs Debian's varnish and varnish-modules (vmod xkey); without varnishd it says so and skips,
 * except on CI, which installs them (.ci/run): there a missing varnishd fails.
 * @jest-environment node
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { deployVcl, readDeployVcl, varnishArgs } from '../../bench/lib/varnish.mjs'
import { tooling } from '../../lib/config/tooling.mjs'

const installed = spawnSync('varnishd', ['-V']).status === 0
if (!installed) console.warn('deploy/varnish/default-vcl.test.ts: varnishd is not installed; skipped')
const maybe = installed || tooling.ci ? describe : describe.skip

jest.setTimeout(60_000)

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

maybe('the Varnish edge cache', () => {
  const served: Record<string, number> = {}
  const version: Record<string, number> = { '/story-a': 1, '/story-b': 1, '/settings': 1 }
  const tags: Record<string, string> = {
    '/story-a': 'stories stories:a media',
    '/story-b': 'stories stories:b media',
    '/settings': 'site-settings',
  }
  let ready = true
  let backend: http.Server
  let varnish: ChildProcess
  let work: string
  let edge: string

  beforeAll(async () => {
    backend = http.createServer((request, response) => {
      const url = request.url ?? '/'
      served[url] = (served[url] ?? 0) + 1
      if (url === '/api/ready') {
        response.writeHead(ready ? 200 : 503, { 'Cache-Control': 'no-store' })
        return response.end()
      }
      const headers: Record<string, string | string[]> = {
        'Content-Type': 'text/html',
        'Cache-Control': 's-maxage=86400, stale-while-revalidate=31449600',
      }
      if (tags[url]) headers['Surrogate-Key'] = tags[url]
      if (url === '/private') headers['Cache-Control'] = 'private, no-cache, no-store, max-age=0, must-revalidate'
      if (url === '/sets-cookie') headers['Set-Cookie'] = 'theme=dark; Path=/'
      response.writeHead(200, headers)
      response.end(`${url} version ${version[url] ?? 1}`)
    })
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
    const backendPort = (backend.address() as net.AddressInfo).port
    const port = await freePort()
    edge = `http://127.0.0.1:${port}`
    work = mkdtempSync(path.join(tmpdir(), 'vcl-test-'))
    const vclFile = path.join(work, 'default.vcl')
    writeFileSync(vclFile, deployVcl(readDeployVcl(process.cwd()), { instances: [`127.0.0.1:${backendPort}`] }))
    varnish = spawn('varnishd', varnishArgs({ port, vclFile, workDir: path.join(work, 'n') }), { stdio: 'ignore' })
    for (let i = 0; i < 150; i++) {
      const status = await fetch(`${edge}/settings`).then(
        (r) => r.status,
        () => 0,
      )
      if (status === 200) break
      await new Promise((r) => setTimeout(r, 200))
    }
  })

  afterAll(async () => {
    varnish?.kill('SIGTERM')
    await new Promise((resolve) => (varnish?.exitCode !== null ? resolve(null) : varnish.once('exit', resolve)))
    backend?.close()
    if (work) rmSync(work, { recursive: true, force: true })
  })

  const visit = async (url: string, init?: RequestInit) => {
    const response = await fetch(edge + url, init)
    return { cache: response.headers.get('x-cache'), body: await response.text(), headers: response.headers }
  }
  const purge = (keys: string) =>
    fetch(`${edge}/`, { method: 'PURGE', headers: { 'xkey-purge': keys } }).then(async (r) => ({
      status: r.status,
      text: await r.text(),
    }))

  it('keeps a tagged page, keeps its tags to itself, and a purge by tag drops exactly the pages with it', async () => {
    for (const url of ['/story-a', '/story-b', '/settings']) await visit(url)
    const again = await visit('/story-a')
    expect(again.cache).toBe('HIT')
    for (const header of ['surrogate-key', 'xkey', 'cache-tag']) expect(again.headers.get(header)).toBeNull()
    const before = served['/story-a']

    version['/story-a'] = 2
    const answer = await purge('stories:a')
    expect(answer.status).toBe(200)
    expect(answer.text).toContain('Purged 1 object(s)')
    expect(await visit('/story-a')).toMatchObject({ cache: 'MISS', body: '/story-a version 2' })
    expect(served['/story-a']).toBe(before + 1)
    expect((await visit('/story-b')).cache).toBe('HIT')
    expect((await visit('/settings')).cache).toBe('HIT')

    // A save of any story: every page showing stories, nothing else.
    expect((await purge('stories')).text).toContain('Purged 2 object(s)')
    expect((await visit('/story-b')).cache).toBe('MISS')
    expect((await visit('/settings')).cache).toBe('HIT')
    expect((await purge('')).status).toBe(400)
  })

  it("never keeps an editor's or a preview's page, a private answer, one that sets a cookie, the API or a POST", async () => {
    for (const [url, init] of [
      ['/story-a', { headers: { cookie: 'a=b; payload-token=x' } }],
      ['/story-a', { headers: { cookie: '__prerender_bypass=x' } }],
      ['/private', {}],
      ['/sets-cookie', {}],
      ['/api/globals/site-settings', {}],
      ['/admin', {}],
      ['/story-a', { method: 'POST', body: '{}' }],
    ] as [string, RequestInit][]) {
      const count = () => served[url] ?? 0
      const start = count()
      await visit(url, init)
      const second = await visit(url, init)
      expect([url, init, second.cache]).toEqual([url, init, 'PASS'])
      expect([url, count() - start]).toEqual([url, 2])
    }
    // Another cookie (consent, theme) does not split or skip the cache.
    expect((await visit('/settings', { headers: { cookie: 'theme=dark' } })).cache).toBe('HIT')
  })

  it('sends no visitor to an instance whose /api/ready answers 503 (a stopping instance)', async () => {
    ready = false
    let status = 200
    for (let i = 0; i < 50 && status !== 503; i++) {
      await new Promise((r) => setTimeout(r, 200))
      status = (await fetch(`${edge}/api/stories`)).status
    }
    expect(status).toBe(503)
    ready = true
  })
})
