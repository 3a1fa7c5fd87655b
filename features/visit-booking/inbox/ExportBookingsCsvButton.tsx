'use client'

import { useSearchParams } from 'next/navigation'

/** Above the visit-bookings list: downloads the bookings, filtered as the list is, as CSV. */
export function ExportBookingsCsvButton() {
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) if (key.startsWith('where')) query.append(key, value)
  const search = query.toString()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', margin: '0 0 1rem' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        href={`/api/visit-bookings/export.csv${search ? `?${search}` : ''}`}
        download
      >
        Export CSV{search ? ' (filtered)' : ''}
      </a>
    </div>
  )
}
