import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { hasRole } from '@/lib/cms/access'
import { linkReport } from './report'

/**
 * /admin/link-report: every link in CMS content and MDX pages that leads nowhere or through a
 * redirect, with where it is and a link to the record to fix it in. Editors and administrators only.
 */
const th = {
  textAlign: 'left',
  color: 'var(--theme-text)',
  padding: '0.5rem 1rem 0.5rem 0',
  borderBottom: '1px solid var(--theme-elevation-150)',
} as const

export async function LinkReportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const allowed = hasRole(req, 'admin', 'editor')
  const rows = allowed ? await linkReport(req.payload) : []
  const errors = rows.filter((r) => r.severity === 'error').length
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
        <h1>Link report</h1>
        {!allowed ? (
          <p>Only editors and administrators can see the link report.</p>
        ) : rows.length === 0 ? (
          <p data-testid="link-report-summary">
            Every internal link in the content and the MDX pages leads to a page that exists.
          </p>
        ) : (
          <>
            <p data-testid="link-report-summary">
              {errors} {errors === 1 ? 'link leads' : 'links lead'} nowhere; {rows.length - errors}{' '}
              {rows.length - errors === 1 ? 'goes' : 'go'} through a redirect. Links in published records and the Home
              page are checked, and the MDX pages under content/ (those are changed in the code).
            </p>
            <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Links to fix">
              <table data-testid="link-report" style={{ width: '100%', borderCollapse: 'collapse' }}>
                <thead>
                  <tr>
                    <th scope="col" style={th}>
                      Where
                    </th>
                    <th scope="col" style={th}>
                      Field or line
                    </th>
                    <th scope="col" style={th}>
                      Problem
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, i) => (
                    <tr key={i}>
                      <td style={{ padding: '0.5rem 1rem 0.5rem 0', verticalAlign: 'top' }}>
                        {row.editUrl ? <a href={row.editUrl}>{row.where}</a> : row.where}
                      </td>
                      <td style={{ padding: '0.5rem 1rem 0.5rem 0', verticalAlign: 'top' }}>{row.location}</td>
                      <td style={{ padding: '0.5rem 0', verticalAlign: 'top' }}>
                        <strong>{row.severity === 'error' ? 'Broken' : 'Redirected'}:</strong> {row.message}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
