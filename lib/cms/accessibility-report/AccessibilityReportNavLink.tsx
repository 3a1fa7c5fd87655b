import Link from 'next/link'

/** The accessibility report's entry in the admin's navigation (after the link report). */
export function AccessibilityReportNavLink() {
  return (
    <Link href="/admin/accessibility-report" className="nav__link" style={{ display: 'block', padding: '0.25rem 0' }}>
      Accessibility report
    </Link>
  )
}
