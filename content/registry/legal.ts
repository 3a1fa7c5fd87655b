import type { ContentPage } from './types'

export const LEGAL_PAGES: ContentPage[] = [
  {
    path: '/cookies',
    title: 'Cookie Policy',
    description: 'The kinds of cookie this website uses and how to change your preferences at any time.',
    section: 'legal',
    load: () => import('@/content/legal/cookies-page.mdx'),
  },
  {
    path: '/privacy',
    title: 'Privacy Notice',
    description: 'What personal information the university collects through this website, why, and with whom it is shared.',
    section: 'legal',
    load: () => import('@/content/legal/privacy-page.mdx'),
  },
  {
    path: '/dataProtection',
    title: 'Data Protection Notice',
    description: 'The principles, data types, sharing and protections of the university’s data protection practice, and how to reach its office.',
    section: 'legal',
    load: () => import('@/content/legal/data-protection-page.mdx'),
  },
  {
    path: '/cookieModal',
    title: 'Cookies, privacy and data protection',
    description: 'The cookie policy, privacy notice and data protection notice on one page.',
    section: 'legal',
    load: () => import('@/content/legal/all-notices-page.mdx'),
  },
]
