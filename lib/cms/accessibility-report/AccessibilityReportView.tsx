import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { hasRole } from '@/lib/cms/access'
import { accessibilityReport } from './report'

const cell = { padding: '0.5rem 1rem 0.5rem 0', verticalAlign: 'top', textAlign: 'left' } as const
const th = { ...cell, color: 'var(--theme-text)', borderBottom: '1px solid var(--theme-elevation-150)' } as const

const label = (path: string) => path.replace(/\.(\d+)\./g, (_, i) => ` ${Number(i) + 1} › `).replace(/\./g, ' › ')
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * /admin/accessibility-report: every published document whose accessibility or readability checks
 * still find something (warnings, which do not refuse publishing), with the field, the problem and
 * its fix, and a link to the document. Editors and administrators only, as the link report.
 */
export async function AccessibilityReportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const allowed = hasRole(req, 'admin', 'editor')
  const documents = allowed ? await accessibilityReport(req.payload) : []
  const findings = documents.flatMap((d) => d.findings)
  const errors = findings.filter((f) => f.severity === 'error').length
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
        <h1>Accessibility report</h1>
        {!allowed ? (
          <p>Only editors and administrators can see the accessibility report.</p>
        ) : documents.length === 0 ? (
          <p data-testid="accessibility-report-summary">
            No published document has an open accessibility or readability warning.
          </p>
        ) : (
          <>
            <p data-testid="accessibility-report-summary">
              {plural(documents.length, 'published document has', 'published documents have')} open accessibility or
              readability findings: {plural(findings.length - errors, 'warning', 'warnings')}
              {errors ? `, and ${plural(errors, 'error', 'errors')} from before the check that finds it` : ''}. Open a
              document to fix it; its checks panel lists the same.
            </p>
            <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Documents to fix">
              <table data-testid="accessibility-report" style={{ width: '100%', borderCollapse: 'collapse' }}>
                <thead>
                  <tr>
                    <th scope="col" style={th}>
                      Document
                    </th>
                    <th scope="col" style={th}>
                      Field
                    </th>
                    <th scope="col" style={th}>
                      Problem and fix
                    </th>
                  </tr>
                </thead>
                {documents.map((doc) => (
                  <tbody key={doc.editUrl} style={{ borderBottom: '1px solid var(--theme-elevation-100)' }}>
                    {doc.findings.map((f, i) => (
                      <tr key={i}>
                        {i === 0 ? (
                          <th scope="rowgroup" rowSpan={doc.findings.length} style={{ ...cell, fontWeight: 'normal' }}>
                            <a href={doc.editUrl}>{doc.where}</a>
                          </th>
                        ) : null}
                        <td style={cell}>{label(f.path)}</td>
                        <td style={{ ...cell, paddingRight: 0 }}>
                          <strong>{f.severity === 'error' ? 'Error' : 'Warning'}:</strong> {f.message}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                ))}
              </table>
            </div>
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
