import type { Metric } from '../counting/counts'
import { lastDays } from '../day'
import { TEMPLATES, type Template } from '../templates'
import { p75, VITAL_NAMES, type Vital } from '../vitals'

/** The period the dashboard shows. */
export const DASHBOARD_DAYS = 30

/** How many rows each of the dashboard's top lists shows. */
export const TOP_ROWS = 20

export type StatisticsRow = { day: string; metric: Metric; key: string; page: string; bucket: number; count: number }

export type StatisticsSummary = {
  days: { day: string; views: number }[]
  totalViews: number
  topPages: { page: string; template: string; views: number }[]
  sources: { source: string; entries: number }[]
  entryPages: { source: string; page: string; entries: number }[]
  vitals: ({ template: string; label: string } & Record<Vital, { p75: number | null; samples: number }>)[]
  requests: { page: string; count: number }[]
  bookings: { page: string; count: number }[]
}

const top = <T>(items: Iterable<T>, by: (t: T) => number, n = TOP_ROWS) =>
  [...items].sort((a, b) => by(b) - by(a)).slice(0, n)

function sumBy(rows: readonly StatisticsRow[], key: (r: StatisticsRow) => string): Map<string, number> {
  const sums = new Map<string, number>()
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + row.count)
  return sums
}

/** What the statistics view shows for the `DASHBOARD_DAYS` days to `now`, from the stored daily rows. */
export function summarise(rows: readonly StatisticsRow[], now: Date, n = DASHBOARD_DAYS): StatisticsSummary {
  const days = lastDays(n, now)
  const inPeriod = new Set(days)
  const of = (metric: Metric) => rows.filter((r) => r.metric === metric && inPeriod.has(r.day))

  const views = of('views')
  const perDay = sumBy(views, (r) => r.day)
  const templateOfPage = new Map(views.map((r) => [r.page, r.key]))
  const perPage = sumBy(views, (r) => r.page)

  const entries = of('entries')
  const perEntry = sumBy(entries, (r) => `${r.key}\u0000${r.page}`)

  const histograms = new Map<string, Map<number, number>>()
  for (const vital of VITAL_NAMES)
    for (const row of of(vital)) {
      const id = `${row.key}\u0000${vital}`
      const histogram = histograms.get(id) ?? new Map<number, number>()
      histogram.set(row.bucket, (histogram.get(row.bucket) ?? 0) + row.count)
      histograms.set(id, histogram)
    }
  const measured = [...new Set([...histograms.keys()].map((id) => id.split('\u0000')[0]))]
  const order = Object.keys(TEMPLATES)
  measured.sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99) || a.localeCompare(b))

  const byPage = (metric: Metric) =>
    top(
      sumBy(of(metric), (r) => r.page),
      ([, c]) => c,
    ).map(([page, count]) => ({ page, count }))

  return {
    days: days.map((day) => ({ day, views: perDay.get(day) ?? 0 })),
    totalViews: views.reduce((sum, r) => sum + r.count, 0),
    topPages: top(perPage, ([, v]) => v).map(([page, views]) => ({
      page,
      template: templateOfPage.get(page) ?? '',
      views,
    })),
    sources: top(
      sumBy(entries, (r) => r.key),
      ([, c]) => c,
    ).map(([source, entries]) => ({ source, entries })),
    entryPages: top(perEntry, ([, c]) => c).map(([id, entries]) => {
      const [source, page] = id.split('\u0000')
      return { source, page, entries }
    }),
    vitals: measured.map((template) => {
      const cell = (vital: Vital) => {
        const histogram = histograms.get(`${template}\u0000${vital}`) ?? new Map<number, number>()
        return { p75: p75(vital, histogram), samples: [...histogram.values()].reduce((s, c) => s + c, 0) }
      }
      return {
        template,
        label: TEMPLATES[template as Template] ?? template,
        lcp: cell('lcp'),
        inp: cell('inp'),
        cls: cell('cls'),
      }
    }),
    requests: byPage('requests'),
    bookings: byPage('bookings'),
  }
}
