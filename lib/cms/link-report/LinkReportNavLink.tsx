import Link from 'next/link'

/** The link report's entry in the admin's navigation (after the collections). */
export function LinkReportNavLink() {
  return (
    <Link href="/admin/link-report" className="nav__link" style={{ display: 'block', padding: '0.25rem 0' }}>
      Link report
    </Link>
  )
}
