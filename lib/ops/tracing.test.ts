import { execFile } from 'node:child_process'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { childEnvironment } from '../config/environment.mjs'

type ExportRequest = {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] }
    scopeSpans: { spans: { name: string; traceId: string; parentSpanId?: string; spanId: string }[] }[]
  }[]
}

const body = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => resolve(text))
  })

describe('OpenTelemetry traces over OTLP', () => {
  const received: { path: string; type: string; body: ExportRequest }[] = []
  const collector = createServer(async (req, res) => {
    received.push({ path: req.url ?? '', type: req.headers['content-type'] ?? '', body: JSON.parse(await body(req)) })
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  })

  beforeAll(() => new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve)))

  afterAll(async () => {
    collector.closeAllConnections()
    await new Promise((resolve) => collector.close(resolve))
  })

  jest.setTimeout(40_000)

  it('sends the spans made through @opentelemetry/api to the collector, a child under its parent, a caller’s trace continued, named by the service', async () => {
    // In a Node process of its own, as in the server: the exporter loads `http` by a dynamic import Jest cannot run.
    await promisify(execFile)(resolve('node_modules/.bin/tsx'), ['-e', spansScript(resolve('lib/ops/tracing.ts'))], {
      env: childEnvironment({
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
      }),
      timeout: 30_000,
    })
    await waitFor(() => received.length > 0)
    const [{ path, type, body }] = received
    expect(path).toBe('/v1/traces')
    expect(type).toContain('application/json')
    const [resourceSpans] = body.resourceSpans
    expect(resourceSpans.resource.attributes).toContainEqual({
      key: 'service.name',
      value: { stringValue: 'test-site' },
    })
    const spans = resourceSpans.scopeSpans.flatMap((s) => s.spans)
    const parent = spans.find((s) => s.name === 'GET /news')!
    const child = spans.find((s) => s.name === 'render news')!
    expect(child.traceId).toBe(parent.traceId)
    expect(child.parentSpanId).toBe(parent.spanId)
    const continued = spans.find((s) => s.name === 'GET /tuitionfees')!
    expect(continued.traceId).toBe(CALLER_TRACE)
    expect(continued.parentSpanId).toBe('b7ad6b7169203331')
  })
})

/** Two spans, one inside the other, then the provider's last batch sent before the process ends. */
/** A trace a caller began (its `traceparent` header), which the server's span must continue. */
const CALLER_TRACE = '0af7651916cd43dd8448eb211c80319c'

const spansScript = (tracing: string) => `(async () => {
  const { context, propagation, trace } = await import('@opentelemetry/api')
  const { startTracing } = await import(${JSON.stringify(tracing)})
  await startTracing('test-site')
  const tracer = trace.getTracer('test')
  tracer.startActiveSpan('GET /news', (parent) => {
    tracer.startSpan('render news').end()
    parent.end()
  })
  const caller = propagation.extract(context.active(), { traceparent: '00-${CALLER_TRACE}-b7ad6b7169203331-01' })
  context.with(caller, () => tracer.startSpan('GET /tuitionfees').end())
  await new Promise((resolve) => setTimeout(resolve, 1500))
})()`

async function waitFor(done: () => boolean, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() > until) throw new Error('nothing arrived')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
