import { expect, test } from './fixtures'

test.describe('health and readiness (issue 34 item 2)', () => {
  test('/api/health answers at once, uncached, touching nothing else', async ({ request }) => {
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  test('/api/ready says the instance is ready once it has started: database migrated, queue running, search built', async ({
    request,
  }) => {
    // The server builds its search index behind its start; on a loaded machine that takes a while.
    test.slow()
    let body: { status: string; checks: Record<string, { ok: boolean }> } | null = null
    await expect
      .poll(
        async () => {
          const response = await request.get('/api/ready')
          body = await response.json()
          return response.status()
        },
        { timeout: 120_000, intervals: [1000, 2000, 5000] },
      )
      .toBe(200)
    expect(body!.status).toBe('ready')
    for (const name of ['database', 'redis', 'queue', 'search'])
      expect(body!.checks[name], name).toMatchObject({ ok: true })
    const again = await request.get('/api/ready')
    expect(again.headers()['cache-control']).toBe('no-store')
  })
})

test.describe('request ids (issue 34 item 4)', () => {
  test('every answer, cached page or API, carries an id a proxy in front may have given', async ({ request }) => {
    const ids = new Set<string>()
    for (const url of ['/', '/tuitionfees', '/api/health', '/no-such-page']) {
      const response = await request.get(url)
      const id = response.headers()['x-request-id']
      expect(id, url).toMatch(/^[0-9a-f-]{36}$/)
      ids.add(id)
    }
    expect(ids.size).toBe(4)
    const given = await request.get('/tuitionfees', { headers: { 'X-Request-Id': 'edge-7f3a91c2' } })
    expect(given.headers()['x-request-id']).toBe('edge-7f3a91c2')
  })
})
