/**
 * OpenTelemetry traces over OTLP (HTTP, JSON) when OTEL_EXPORTER_OTLP_ENDPOINT names a collector.
 * Next.js already makes the spans (a request's route, its rendering, its fetches) through
 * `@opentelemetry/api`; they are dropped until a tracer provider is registered, which this does.
 * Loaded only when configured, so a server that traces nothing carries none of it.
 */
export async function startTracing(serviceName: string): Promise<void> {
  const [
    { context, propagation, trace },
    { AsyncLocalStorageContextManager },
    { W3CTraceContextPropagator },
    { BatchSpanProcessor, TracerProvider },
    exporter,
    resources,
  ] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ])
  const provider = new TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': serviceName }),
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and _HEADERS, _TIMEOUT); spans leave in batches every second.
    spanProcessors: [
      new BatchSpanProcessor({ exporter: new exporter.OTLPTraceExporter(), scheduledDelayMillis: 1000 }),
    ],
  })
  // A span started inside another's work (a render inside a request) becomes its child.
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  // A request that carries a `traceparent` (a proxy's, a browser's) continues that trace; Next also
  // passes it from its proxy pass to its render pass, which would otherwise be two traces.
  propagation.setGlobalPropagator(new W3CTraceContextPropagator())
  trace.setGlobalTracerProvider(provider)
}
