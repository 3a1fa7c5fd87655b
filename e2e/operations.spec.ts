import type { APIRequestContext } from '@playwright/test'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { tooling } from '../lib/config/tooling.mjs'
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

test.describe('metrics (issue 34 item 3)', () => {
  const token = tooling.e2e.metricsToken
  const scrape = async (request: APIRequestContext) => {
    const response = await request.get('/api/metrics', { headers: { Authorization: `Bearer ${token}` } })
    expect(response.status()).toBe(200)
    return response.text()
  }
  /** A sample's value in the text format, e.g. `site_information_requests_total{outcome="invalid"}`. */
  const sample = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(series + ' '))
    return line ? Number(line.slice(series.length + 1)) : 0
  }

  test('/api/metrics needs its token', async ({ request }) => {
    expect((await request.get('/api/metrics')).status()).toBe(401)
    const wrong = await request.get('/api/metrics', { headers: { Authorization: 'Bearer not-the-token' } })
    expect(wrong.status()).toBe(401)
    expect(wrong.headers()['cache-control']).toBe('no-store')
  })

  test("Debian's Prometheus scrapes it, and PromQL finds the figures the server counted", async ({ request }) => {
    test.slow()
    const binary = '/usr/bin/prometheus'
    test.skip(
      !existsSync(binary) && !tooling.ci,
      'Prometheus is not installed (apt-get install prometheus; CI installs it)',
    )
    const before = await scrape(request)
    expect(before).toContain('# TYPE site_http_requests_total counter')
    expect(before).toContain('nodejs_eventloop_lag_seconds')
    const invalidBefore = sample(before, 'site_information_requests_total{outcome="invalid"}')
    for (let i = 0; i < 3; i++) {
      const refused = await request.post('/api/request-information', {
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${70 + i}` },
        data: JSON.stringify({ email: 'not an address' }),
      })
      expect(refused.status()).toBe(400)
    }

    const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-prometheus-'))
    const port = tooling.e2e.port + 7
    const base = new URL(test.info().project.use.baseURL!)
    writeFileSync(
      path.join(dir, 'prometheus.yml'),
      [
        'global: { scrape_interval: 1s, evaluation_interval: 1s }',
        'scrape_configs:',
        '  - job_name: site',
        '    metrics_path: /api/metrics',
        `    authorization: { type: Bearer, credentials: ${token} }`,
        `    static_configs: [{ targets: ['${base.host}'] }]`,
      ].join('\n'),
    )
    const server = spawn(
      binary,
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: 'ignore' },
    )
    try {
      const query = async (promql: string) => {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/query?query=${encodeURIComponent(promql)}`)
        const body = (await response.json()) as {
          data: { result: { metric: Record<string, string>; value: [number, string] }[] }
        }
        return body.data.result
      }
      await expect
        .poll(async () => (await query('up{job="site"}').catch(() => []))[0]?.value[1], { timeout: 60_000 })
        .toBe('1')
      const direct = await scrape(request)
      const [start] = await query('process_start_time_seconds{job="site"}')
      expect(Number(start.value[1])).toBe(sample(direct, 'process_start_time_seconds'))
      await expect
        .poll(
          async () =>
            Number((await query('sum(site_information_requests_total{outcome="invalid"})'))[0]?.value[1] ?? 0),
          {
            timeout: 30_000,
          },
        )
        .toBeGreaterThanOrEqual(invalidBefore + 3)
      const pages = await query('sum by (status) (site_http_requests_total{kind="page"})')
      expect(pages.map((r) => r.metric.status)).toContain('200')
      // Over the counts since the start: a rate needs two scrapes of every bucket inside its window.
      const p95 = await query(
        'histogram_quantile(0.95, sum by (le) (site_http_request_duration_seconds_bucket{kind="page"}))',
      )
      expect(Number(p95[0].value[1])).toBeGreaterThan(0)
    } finally {
      server.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

test.describe('traces (issue 34 item 4)', () => {
  type Span = {
    traceId: string
    parentSpanId?: string
    name: string
    attributes: { key: string; value: { stringValue?: string } }[]
  }
  type Export = { resourceSpans: { scopeSpans: { spans: Span[] }[] }[] }

  test('the server sends its spans over OTLP to the collector OTEL_EXPORTER_OTLP_ENDPOINT names, in the trace a caller began', async ({
    request,
  }) => {
    const spans: Span[] = []
    const collector = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        if (req.url === '/v1/traces')
          for (const r of (JSON.parse(body) as Export).resourceSpans)
            for (const scope of r.scopeSpans) spans.push(...scope.spans)
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      })
    })
    await new Promise<void>((resolve) => collector.listen(tooling.e2e.otlpPort, '127.0.0.1', resolve))
    try {
      const traceId = randomBytes(16).toString('hex')
      const target = `/tuitionfees?trace=${traceId}`
      const response = await request.get(target, {
        headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
      })
      expect(response.status()).toBe(200)
      const attribute = (span: Span, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue
      await expect
        .poll(() => spans.find((s) => s.traceId === traceId && attribute(s, 'http.target') === target)?.name, {
          timeout: 30_000,
        })
        .toMatch(/^GET/)
    } finally {
      collector.closeAllConnections()
      await new Promise((resolve) => collector.close(resolve))
    }
  })
})
