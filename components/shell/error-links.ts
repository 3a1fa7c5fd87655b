/** Where a visitor can still go when a page fails (error pages). */
export const ERROR_LINKS = [
  { href: '/', label: 'Home page' },
  { href: '/undergrad', label: 'Undergraduate programmes' },
  { href: '/request_information', label: 'Request information' },
  { href: '/contactus', label: 'Contact us' },
]
