/**
 * The bytes a phone downloads for one page of each template, by kind, on a first visit (empty
 * cache) and on a repeat visit in the same browser (what it downloads again shows the caching).
 *
 * Chromium on Lighthouse's phone screen, unthrottled; the Chrome DevTools Protocol's
 * `encodedDataLength`: the bytes on the wire (compressed body and response headers), nothing for
 * what the browser's cache answers. The page is scrolled through to the bottom so every picture
 * lazy loading would show a reader is counted. A repeat visit is a new tab opening the same
 * address later (not a reload, which revalidates everything).
 */

export const KINDS = ['html', 'css', 'js', 'images', 'fonts', 'prefetch', 'other']
const LABELS = {
  html: 'HTML',
  css: 'CSS',
  js: 'JS',
  images: 'pictures',
  fonts: 'fonts',
  prefetch: 'prefetch (RSC)',
  other: 'other',
}

/** The kind of a response, from the protocol's resource type and the request's headers. */
export function kindOf(type, headers = {}) {
  const rsc = Object.keys(headers).some((h) => h.toLowerCase() === 'rsc')
  if (rsc) return 'prefetch'
  switch (type) {
    case 'Document':
      return 'html'
    case 'Stylesheet':
      return 'css'
    case 'Script':
      return 'js'
    case 'Image':
      return 'images'
    case 'Font':
      return 'fonts'
    default:
      return 'other'
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** One visit in a tab of this context: the bytes per kind and the responses that came from the network. */
async function visit(context, url) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const requests = new Map()
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, {
      url: e.request.url,
      method: e.request.method,
      headers: e.request.headers,
      type: e.type,
    }),
  )
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId)
    if (!r) return
    Object.assign(r, {
      type: e.type,
      status: e.response.status,
      encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'],
      mime: e.response.mimeType,
      cached: Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker),
    })
  })
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId)
    if (r) r.cached = true
  })
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId)
    if (r) r.bytes = e.encodedDataLength
  })
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  // Scroll through as a reader would, so lazy pictures load.
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await sleep(150)
  }
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {})
  await sleep(500)
  await page.close()

  const bytes = Object.fromEntries(KINDS.map((k) => [k, 0]))
  const fetched = []
  for (const r of requests.values()) {
    if (r.url.startsWith('data:') || r.bytes === undefined) continue
    const kind = kindOf(r.type, r.headers)
    bytes[kind] += r.bytes
    if (!r.cached && r.bytes > 0)
      fetched.push({
        kind,
        url: r.url,
        method: r.method,
        status: r.status,
        bytes: r.bytes,
        encoding: r.encoding ?? null,
        mime: r.mime,
      })
  }
  bytes.total = KINDS.reduce((sum, k) => sum + bytes[k], 0)
  return { bytes, fetched }
}

/**
 * Measures each page: a first visit in a new browser context, then a repeat visit in the same one.
 * @param {[string, string, string][]} pages [url, name, label]
 */
export async function measureBytes(pages, { chromiumPath, device }) {
  const { chromium } = await import('playwright')
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] })
  const results = []
  try {
    for (const [url, name, label] of pages) {
      const context = await browser.newContext(device)
      try {
        const first = await visit(context, url)
        await sleep(1000)
        const repeat = await visit(context, url)
        const firstUrls = new Set(first.fetched.map((f) => f.url))
        results.push({
          name,
          path: label,
          first: first.bytes,
          repeat: repeat.bytes,
          // What the repeat visit downloaded besides its HTML (and Next's prefetches, never cached):
          // a file the first visit also fetched is a caching miss; one it never asked for is work
          // the repeat visit does that the first did not (both are listed, told apart).
          refetched: repeat.fetched
            .filter((f) => f.kind !== 'html' && f.kind !== 'prefetch')
            .map(({ kind, url: u, method, status, bytes }) => ({
              kind,
              path: new URL(u).pathname + new URL(u).search,
              method,
              status,
              bytes,
              new: !firstUrls.has(u),
            })),
          encodings: encodingsOf(first.fetched),
        })
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  return results
}

/** How the first visit's text came (Content-Encoding of HTML, CSS and JS, counted) and its pictures' types. */
function encodingsOf(fetched) {
  const counts = {}
  for (const f of fetched) {
    const key =
      f.kind === 'images'
        ? `image ${f.mime}`
        : ['html', 'css', 'js'].includes(f.kind)
          ? `${f.kind} ${f.encoding ?? 'identity'}`
          : null
    if (key) counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

const kb = (n) => (n / 1024).toFixed(1)

/**
 * The report's section: per template, first and repeat visit by kind, beside the floor; with a
 * baseline (an earlier run's results), its first-visit total beside each.
 */
export function bytesSection(results, { baseline, note = '' } = {}) {
  const before = new Map((baseline?.pages ?? []).map((p) => [p.name, p]))
  const head = `| page | visit | ${KINDS.map((k) => LABELS[k]).join(' | ')} | total kB |${baseline ? ' total kB before |' : ''}`
  const rule = `| --- | --- | ${KINDS.map(() => '---').join(' | ')} | --- |${baseline ? ' --- |' : ''}`
  const rows = []
  for (const p of results) {
    for (const visitName of ['first', 'repeat']) {
      const b = p[visitName]
      const was = before.get(p.name)?.[visitName]?.total
      rows.push(
        `| ${visitName === 'first' ? p.path : ''} | ${visitName} | ${KINDS.map((k) => kb(b[k])).join(' | ')} | **${kb(b.total)}** |${baseline ? ` ${was === undefined ? '' : kb(was)} |` : ''}`,
      )
    }
  }
  const refetched = results.filter((p) => p.refetched.length)
  const encodings = results
    .map(
      (p) =>
        `- ${p.path}: ${Object.entries(p.encodings)
          .map(([k, n]) => `${k} × ${n}`)
          .join(', ')}`,
    )
    .join('\n')
  return `## Bytes a phone downloads

Measured ${new Date().toISOString()} (\`BENCH_BYTES_ONLY=1 npm run bench\`, or as part of the full run). Kilobytes (1024 bytes) on the wire, compressed bodies and response headers, as Chromium on Lighthouse's phone screen downloads them (\`bench/lib/bytes.mjs\`): a **first** visit with an empty cache, the page scrolled through to its end, then a **repeat** visit to the same address in a new tab of the same browser (not a reload). Whatever the repeat visit downloads again besides HTML is what the caching failed to keep; a file the first visit never asked for, or a request the page sends (the statistics beacon's POST, a body going up and none coming down), is not, and the list below says which. "prefetch (RSC)" is Next's fetching ahead of pages the visitor's links lead to (React Server Components payloads; the site fetches a page ahead only once its link is pointed at, touched or focused, so a visit that points at nothing fetches none).${note ? `\n\n${note}` : ''}${baseline ? `\n\n"total kB before": ${baseline.label}.` : ''}

${head}
${rule}
${rows.join('\n')}

Repeat visits that downloaded more than HTML and prefetches ("not on the first visit": a file the first visit never asked for): ${
    refetched.length
      ? `\n${refetched.map((p) => `- ${p.path}: ${p.refetched.map((f) => `${f.kind} ${f.path} (${f.method && f.method !== 'GET' ? `a ${f.method} the page sends, ` : ''}${f.status}, ${f.bytes} B${f.new ? ', not on the first visit' : ''})`).join(', ')}`).join('\n')}`
      : 'none.'
  }

How the first visit's responses came (text by Content-Encoding, pictures by type):
${encodings}
`
}
