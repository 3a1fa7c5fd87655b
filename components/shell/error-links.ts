/** Where a visitor can still go when a page fails (error pages). */
export const ERROR_LINKS = [
  { href: '/', label: 'Home page' },
  { href: '/keywordsearch', label: 'Search the site' },
  { href: '/searchdegree', label: 'Find a programme' },
  { href: '/request_information', label: 'Request information' },
  { href: '/contactus', label: 'Contact us' },
]
