'use client'

import { usePathname, useSearchParams } from 'next/navigation'

/**
 * Above a list of personal data (information requests, form submissions, visit bookings):
 * downloads the list's records, filtered as the list is, as CSV from the collection's own
 * `GET /api/<collection>/export.csv`, the collection read from the list's address.
 */
export function ExportCsvButton() {
  const collection = /\/collections\/([a-z0-9-]+)/.exec(usePathname() ?? '')?.[1]
  const params = useSearchParams()
  if (!collection) return null
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) if (key.startsWith('where')) query.append(key, value)
  const search = query.toString()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', margin: '0 0 1rem' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        href={`/api/${collection}/export.csv${search ? `?${search}` : ''}`}
        download
      >
        Export CSV{search ? ' (filtered)' : ''}
      </a>
    </div>
  )
}
