'use client'
import { useAllFormFields, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { reduceFieldsToValues } from 'payload/shared'
import { useMemo } from 'react'
import { checkDocument, type Finding } from './check'
import { collect, pictureIds } from './collect'
import { usePictureAlts } from './usePictureAlts'

type Props = { title?: string; description?: string }

const label = (path: string) => path.replace(/\.(\d+)\./g, (_, i) => ` ${Number(i) + 1} › `).replace(/\./g, ' › ')

/**
 * The checks before publishing as the editor types (the same checker the save runs, with the
 * pictures' text alternatives read from Media; where links lead is looked up by the save):
 * errors will refuse publishing, warnings are advice. Sits in the sidebar of every checked collection.
 */
export function PublishingChecks({ title, description }: Props) {
  const [formState] = useAllFormFields()
  const { collectionSlug, globalSlug } = useDocumentInfo()
  const { getEntityConfig } = useConfig()
  const fields = useMemo(() => {
    const entity = collectionSlug
      ? getEntityConfig({ collectionSlug })
      : globalSlug
        ? getEntityConfig({ globalSlug })
        : null
    return (entity?.fields ?? []) as unknown[]
  }, [collectionSlug, globalSlug, getEntityConfig])
  const data = useMemo(() => reduceFieldsToValues(formState, true) as Record<string, unknown>, [formState])
  const altOf = usePictureAlts(useMemo(() => pictureIds(collect(fields, data)), [fields, data]))
  const findings: Finding[] = useMemo(
    () => checkDocument(fields, data, { title, description, altOf }),
    [fields, data, title, description, altOf],
  )
  const errors = findings.filter((f) => f.severity === 'error')
  const warnings = findings.filter((f) => f.severity === 'warning')
  return (
    <section
      aria-labelledby="publishing-checks-heading"
      className="field-type"
      style={{ marginBottom: 'var(--base)' }}
      data-testid="publishing-checks"
    >
      <h3 id="publishing-checks-heading" style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>
        Checks before publishing
      </h3>
      {findings.length === 0 ? (
        <p style={{ margin: 0 }}>No problems found so far. Where links lead is checked when you publish.</p>
      ) : (
        <>
          <p style={{ margin: '0 0 0.5rem' }}>
            {errors.length} {errors.length === 1 ? 'error' : 'errors'} (publishing is refused until fixed),{' '}
            {warnings.length} {warnings.length === 1 ? 'warning' : 'warnings'}.
          </p>
          <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
            {findings.map((f, i) => (
              <li key={i} style={{ marginBottom: '0.4rem' }}>
                <strong
                  style={{
                    color: f.severity === 'error' ? 'var(--theme-error-600)' : 'var(--theme-warning-700, inherit)',
                  }}
                >
                  {f.severity === 'error' ? 'Error' : 'Warning'}
                </strong>{' '}
                ({label(f.path)}): {f.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
