import { config } from '@/lib/config/site.mjs'
import { breadcrumbTrail } from '@/lib/pages'
import { breadcrumbJsonLd, type Crumb } from '@/lib/structured-data/breadcrumbs'
import { JsonLd } from './JsonLd'

/**
 * The BreadcrumbList of a page: the registry's trail to `path` (lib/pages/registry.ts `parent`),
 * then `leaf` for a detail page shown under it. Nothing for a page at the top (Home and itself).
 */
export function BreadcrumbJsonLd({ path, leaf }: { path: string; leaf?: Crumb }) {
  const crumbs: Crumb[] = breadcrumbTrail(path).map((entry) => ({
    name: entry.title,
    path: entry.canonical ?? entry.path,
  }))
  if (leaf) crumbs.push(leaf)
  if (crumbs.length < 3) return null
  return <JsonLd data={breadcrumbJsonLd(crumbs, config.serverUrl)} />
}
