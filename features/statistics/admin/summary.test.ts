import { summarise, type StatisticsRow } from './summary'

const NOW = new Date('2026-11-27T12:00:00Z')
const row = (r: Partial<StatisticsRow> & Pick<StatisticsRow, 'metric'>): StatisticsRow => ({
  day: '2026-11-27',
  key: '',
  page: '',
  bucket: 0,
  count: 1,
  ...r,
})

describe('summarise', () => {
  const rows: StatisticsRow[] = [
    row({ metric: 'views', key: 'home', page: '/', count: 5 }),
    row({ metric: 'views', key: 'home', page: '/', day: '2026-11-26', count: 3 }),
    row({ metric: 'views', key: 'programme', page: '/undergrad?degree=nursing', count: 9 }),
    // Older than 30 days: left out.
    row({ metric: 'views', key: 'home', page: '/', day: '2026-10-01', count: 100 }),
    row({ metric: 'entries', key: 'google', page: '/', count: 2 }),
    row({ metric: 'entries', key: 'google', page: '/undergrad?degree=nursing', count: 4 }),
    row({ metric: 'entries', key: 'bing', page: '/', count: 1 }),
    row({ metric: 'lcp', key: 'programme', bucket: 12, count: 3 }),
    row({ metric: 'lcp', key: 'programme', bucket: 30, day: '2026-11-20', count: 1 }),
    row({ metric: 'cls', key: 'home', bucket: 0, count: 4 }),
    row({ metric: 'requests', page: '/undergrad?degree=nursing', count: 2 }),
    row({ metric: 'requests', page: '', count: 1 }),
    row({ metric: 'bookings', page: '/grad/public-health', count: 1 }),
  ]
  const summary = summarise(rows, NOW)

  it('gives 30 days, oldest first, with a zero for a day without views', () => {
    expect(summary.days).toHaveLength(30)
    expect(summary.days[0].day).toBe('2026-10-29')
    expect(summary.days.at(-1)).toEqual({ day: '2026-11-27', views: 14 })
    expect(summary.days.at(-2)).toEqual({ day: '2026-11-26', views: 3 })
    expect(summary.days.at(-3)).toEqual({ day: '2026-11-25', views: 0 })
    expect(summary.totalViews).toBe(17)
  })

  it('ranks pages by views with their template, and entry sources and pages by entries', () => {
    expect(summary.topPages).toEqual([
      { page: '/undergrad?degree=nursing', template: 'programme', views: 9 },
      { page: '/', template: 'home', views: 8 },
    ])
    expect(summary.sources).toEqual([
      { source: 'google', entries: 6 },
      { source: 'bing', entries: 1 },
    ])
    expect(summary.entryPages[0]).toEqual({ source: 'google', page: '/undergrad?degree=nursing', entries: 4 })
  })

  it('gives each measured template its p75 per vital over the whole period, in the templates’ order', () => {
    expect(summary.vitals.map((v) => v.template)).toEqual(['home', 'programme'])
    const programme = summary.vitals[1]
    expect(programme.label).toBe('Programme pages')
    expect(programme.lcp).toEqual({ p75: 1200, samples: 4 })
    expect(programme.inp).toEqual({ p75: null, samples: 0 })
    expect(summary.vitals[0].cls).toEqual({ p75: 0, samples: 4 })
  })

  it('counts requests and bookings by programme page', () => {
    expect(summary.requests).toEqual([
      { page: '/undergrad?degree=nursing', count: 2 },
      { page: '', count: 1 },
    ])
    expect(summary.bookings).toEqual([{ page: '/grad/public-health', count: 1 }])
  })
})
