import { absoluteUrl } from '@/lib/pages/absolute-url'

export type Crumb = { name: string; path: string }

/** A BreadcrumbList: each step named, with its absolute URL, from the home page down. */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  }
}
