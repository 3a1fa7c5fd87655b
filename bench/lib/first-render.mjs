/**
 * The first render of a page nobody has asked for yet: time to first byte of a story just
 * published, of a programme detail never visited and of a search, from the standalone server.
 * Each record is new (a copy of a seeded one under a new name), so no cache holds its page.
 */

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Time until the answer's status line and headers arrive (fetch resolves then), and the status. */
async function ttfb(url) {
  const started = performance.now()
  const response = await fetch(url, { redirect: 'manual' })
  const ms = performance.now() - started
  await response.arrayBuffer()
  return { ms, status: response.status }
}

const WITHOUT = new Set(['id', 'createdAt', 'updatedAt', 'slug', '_status'])

/** Array rows and blocks carry ids of their own, which a copy must not reuse. */
const withoutRowIds = (value) =>
  Array.isArray(value)
    ? value.map((row) =>
        row && typeof row === 'object'
          ? Object.fromEntries(
              Object.entries(row)
                .filter(([k]) => k !== 'id')
                .map(([k, v]) => [k, withoutRowIds(v)]),
            )
          : row,
      )
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutRowIds(v)]))
      : value

/** A seeded record's fields (ids for relations), without what identifies it. */
async function template(base, collection, query) {
  const res = await fetch(`${base}/api/${collection}?limit=1&depth=0${query}`)
  const doc = (await res.json()).docs[0]
  if (!doc) throw new Error(`no ${collection} to copy`)
  return withoutRowIds(Object.fromEntries(Object.entries(doc).filter(([key]) => !WITHOUT.has(key))))
}

async function create(base, auth, collection, data) {
  const res = await fetch(`${base}/api/${collection}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(data),
  })
  if (!res.ok) throw new Error(`create ${collection}: ${res.status} ${(await res.text()).slice(0, 300)}`)
  return (await res.json()).doc
}

async function measure(urls) {
  const times = []
  const statuses = new Set()
  for (const url of urls) {
    const { ms, status } = await ttfb(url)
    times.push(ms)
    statuses.add(status)
  }
  return {
    n: times.length,
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
    statuses: [...statuses],
  }
}

/**
 * p50/p95 time to first byte per template. `count` records per template; the search queries
 * mix words from the site's pages with typos and words it does not hold.
 */
export async function firstRender(base, auth, count = 20) {
  const stamp = Date.now().toString(36)
  const story = await template(base, 'stories', '&sort=-publishedAt')
  const programme = await template(base, 'programmes', '&where[kind][equals]=undergraduate')
  const stories = []
  const programmes = []
  for (let i = 0; i < count; i++) {
    stories.push(
      await create(base, auth, 'stories', {
        ...story,
        title: `Bench first render ${stamp} ${i}`,
        _status: 'published',
      }),
    )
    programmes.push(
      await create(base, auth, 'programmes', {
        ...programme,
        name: `Bench Programme ${stamp} ${i}`,
        _status: 'published',
      }),
    )
  }
  const words = [
    'nursing',
    'tuition',
    'nursng',
    'tution',
    'scholarship',
    'hostel',
    'theology',
    'accounting',
    'biolgy',
    'calendar',
    'library',
    'transcript',
  ]
  const searches = Array.from(
    { length: count * 2 },
    (_, i) => `${words[i % words.length]}${i >= words.length ? ` ${stamp}${i}` : ''}`,
  )
  return [
    { template: 'story just published', ...(await measure(stories.map((s) => `${base}/featurestory/${s.slug}`))) },
    {
      template: 'programme detail never visited',
      ...(await measure(programmes.map((p) => `${base}/undergrad/${p.slug}`))),
    },
    {
      template: 'search',
      ...(await measure(searches.map((q) => `${base}/keywordsearch?keyword=${encodeURIComponent(q)}`))),
    },
  ]
}
