import type { PagePath } from '@/lib/pages/registry'

/**
 * Where a visitor can still go when a page fails (error pages). Typed by the page registry, so
 * each link names a registered page; a type-only import keeps the registry out of the client bundle.
 */
export const ERROR_LINKS: { href: PagePath; label: string }[] = [
  { href: '/', label: 'Home page' },
  { href: '/keywordsearch', label: 'Search the site' },
  { href: '/searchdegree', label: 'Find a programme' },
  { href: '/request_information', label: 'Request information' },
  { href: '/contactus', label: 'Contact us' },
]
