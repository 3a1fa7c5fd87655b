import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { JsonLd } from '@/components/ui/JsonLd'
import { config } from '@/lib/config/site.mjs'
import { costsHref } from '@/lib/costs/query'
import { recordList } from '@/lib/pages/records'
import { programmeDescription } from '@/lib/programmes/description'
import { degreeArea } from '@/lib/programmes/format'
import { programJsonLd } from '@/lib/programmes/jsonld'
import type { ProgrammeDetail } from '@/lib/reads/programmes'
import type { SiteSettings } from '@/lib/reads/settings'

/** A programme detail page's structured data: its Course (tuition as offers) and its breadcrumbs under its level's list. */
export function ProgrammeJsonLd({ programme: p, settings }: { programme: ProgrammeDetail; settings: SiteSettings }) {
  const tuition = [
    ...(p.tuitionLocal != null ? [{ amount: p.tuitionLocal, currency: 'JMD', estimate: costsHref(p.slug) }] : []),
    ...(p.kind === 'graduate' && p.tuitionInternational != null
      ? [{ amount: p.tuitionInternational, currency: 'USD', estimate: costsHref(p.slug, 'international') }]
      : []),
  ]
  const list = recordList('programmes', p)
  const path = p.url ?? list
  const data = programJsonLd(
    {
      name: p.name,
      description: programmeDescription(p),
      url: path,
      level: p.kind === 'undergraduate' ? degreeArea(p.levels) : p.level,
      duration: p.duration,
      modalities: p.modalities,
      tuition,
      image: p.thumbnail?.src ?? null,
    },
    settings,
    config.serverUrl,
  )
  return (
    <>
      <JsonLd data={data} />
      <BreadcrumbJsonLd path={list} leaf={{ name: p.name, path }} />
    </>
  )
}
