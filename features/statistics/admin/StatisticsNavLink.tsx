import Link from 'next/link'

type WithRoles = { roles?: string[] | null } | null | undefined

/** The statistics view's entry in the admin's navigation (after the collections), for editors and administrators. */
export function StatisticsNavLink({ user }: { user?: WithRoles }) {
  if (!user?.roles?.some((role) => role === 'admin' || role === 'editor')) return null
  return (
    <Link href="/admin/statistics" className="nav__link" style={{ display: 'block', padding: '0.25rem 0' }}>
      Statistics
    </Link>
  )
}
