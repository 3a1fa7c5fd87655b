import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'
import { hasRole } from '@/lib/cms/access'
import { formatVital, rating, VITALS, VITAL_NAMES } from '../vitals'
import { TEMPLATES, type Template } from '../templates'
import { readStatistics } from './read-statistics'
import { DASHBOARD_DAYS } from './summary'
import { ViewsChart } from './ViewsChart'

const cell = { textAlign: 'left', padding: '0.4rem 1rem 0.4rem 0', verticalAlign: 'top' } as const
const head = { ...cell, borderBottom: '1px solid var(--theme-elevation-150)' } as const
const number = { ...cell, textAlign: 'right' } as const
const section = { marginTop: '2.5rem' } as const

function Table({
  label,
  columns,
  rows,
  empty,
  minWidth,
}: {
  label: string
  columns: string[]
  rows: ReactNode[][]
  empty: string
  /** Below this the table scrolls in its region rather than squeezing its cells. */
  minWidth?: string
}) {
  if (!rows.length) return <p>{empty}</p>
  return (
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <table style={{ width: '100%', minWidth, borderCollapse: 'collapse' }} data-testid={label}>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={c} scope="col" style={i === 0 ? head : { ...head, textAlign: 'right' }}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((value, i) =>
                i === 0 ? (
                  <th key={i} scope="row" style={{ ...cell, fontWeight: 'normal', overflowWrap: 'anywhere' }}>
                    {value}
                  </th>
                ) : (
                  <td key={i} style={number}>
                    {value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const templateLabel = (t: string) => TEMPLATES[t as Template] ?? t

/**
 * /admin/statistics: what visitors read, counted without tracking them (features/statistics/):
 * views per day over 30 days, top pages, entries from search engines and social sites, real
 * visitors' Core Web Vitals (p75 per template), information requests and visit bookings by
 * programme page. Editors and administrators only.
 */
export async function StatisticsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const allowed = hasRole(req, 'admin', 'editor')
  const stats = allowed ? await readStatistics(req.payload) : null
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>Statistics</h1>
        {!stats ? (
          <p>Only editors and administrators can see the statistics.</p>
        ) : (
          <>
            <p style={{ maxWidth: '48rem' }}>
              Counted on this site’s own server, without cookies or anything stored in visitors’ browsers: a view of
              each page, the search engine or social site a visit came from (its name only), and the speed a share of
              visitors got. Visitors whose browser asks not to be tracked are not counted. Only daily totals are kept,
              for as long as Site settings → Data protection says.
            </p>
            <h2>Views, last {DASHBOARD_DAYS} days</h2>
            <p data-testid="statistics-total">
              <strong>{stats.totalViews.toLocaleString('en')}</strong> page views
            </p>
            <ViewsChart days={stats.days} />

            <h2 style={section}>Top pages</h2>
            <Table
              label="Top pages"
              columns={['Page', 'Template', 'Views']}
              rows={stats.topPages.map((p) => [p.page, templateLabel(p.template), p.views])}
              empty="No views counted yet."
            />

            <h2 style={section}>Visits from search engines and social sites</h2>
            <Table
              label="Entry sources"
              columns={['Source', 'Entries']}
              rows={stats.sources.map((s) => [s.source, s.entries])}
              empty="No visits from search engines or social sites counted yet."
            />
            {stats.entryPages.length ? (
              <Table
                label="Entry pages"
                columns={['Entry page', 'Source', 'Entries']}
                rows={stats.entryPages.map((e) => [e.page, e.source, e.entries])}
                empty=""
              />
            ) : null}

            <h2 style={section}>Speed visitors got (75th percentile)</h2>
            <p style={{ maxWidth: '48rem' }}>
              Three quarters of measured page loads were at least this fast. Good is LCP ≤ 2.5 s, INP ≤ 200 ms, CLS ≤
              0.1.
            </p>
            <Table
              label="Core Web Vitals"
              columns={['Template', ...VITAL_NAMES.map((v) => `${VITALS[v].label} (p75)`), 'Measurements']}
              rows={stats.vitals.map((t) => [
                t.label,
                ...VITAL_NAMES.map((v) => {
                  const value = t[v].p75
                  return value === null ? '–' : `${formatVital(v, value)} (${rating(v, value)})`
                }),
                Math.max(t.lcp.samples, t.inp.samples, t.cls.samples),
              ])}
              empty="No speed measurements yet."
              minWidth="40rem"
            />

            <h2 style={section}>Information requests by programme page</h2>
            <Table
              label="Requests by programme page"
              columns={['Programme page', 'Requests']}
              rows={stats.requests.map((r) => [r.page || 'Not from a programme page', r.count])}
              empty="No information requests counted yet."
            />

            <h2 style={section}>Visit bookings by programme page</h2>
            <Table
              label="Bookings by programme page"
              columns={['Programme page', 'Bookings']}
              rows={stats.bookings.map((r) => [r.page || 'Not from a programme page', r.count])}
              empty="No visit bookings counted yet."
            />
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
