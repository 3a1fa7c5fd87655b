import type { Metadata } from 'next'
import { getProgramme, listProgrammeSlugs, type ProgrammeDetail, type ProgrammeKind } from '@/lib/reads/programmes'
import { getSiteSettings, type SiteSettings } from '@/lib/reads/settings'
import { config } from '@/lib/config.mjs'
import { degreeArea } from '@/lib/programmes/format'
import { programJsonLd } from '@/lib/programmes/jsonld'
import { lexicalToPlainText } from '@/lib/text/plain-text'
import { truncate } from '@/lib/text/truncate'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { JsonLd } from '@/components/ui/JsonLd'
import { NotFoundPage } from '@/components/shell/NotFound'
import { detailMetadata, notFoundMetadata } from '@/lib/seo/metadata'
import { shareImage } from '@/lib/seo/override'
import { generatedImagePath } from '@/lib/seo/share-card'
import { ProgrammeDetailView } from './ProgrammeDetailView'
import { followRedirect } from '@/lib/redirects/follow'
import { recordList, recordRoute, type RecordPage } from '@/lib/pages/records'
import { routeSegment } from '@/lib/text/route-segment'

function describe(p: ProgrammeDetail) {
  return truncate(lexicalToPlainText(p.overview), 160) || `${p.name} at the university: requirements, duration, tuition and careers.`
}

/** Title, description, canonical (the public URL) and Open Graph of a programme detail page. */
export async function programmeMetadata(kind: ProgrammeKind, key: string): Promise<Metadata> {
  const p = await getProgramme(kind, key)
  if (!p || !p.url || (kind !== 'undergraduate' && kind !== 'graduate')) return notFoundMetadata()
  const what = kind === 'undergraduate' ? 'Undergraduate programme' : 'Graduate programme'
  return detailMetadata({
    path: p.url,
    title: `${p.name} – ${what}`,
    description: describe(p),
    image: shareImage(p.thumbnail),
    generatedImage: generatedImagePath(kind, p.slug),
    override: p.meta,
  })
}

/**
 * The detail view with its JSON-LD. Synchronous on purpose: a component that awaited inside
 * the page's Suspense boundary would be streamed after the footer and shift it.
 */
export function ProgrammeDetailPage({ programme: p, settings }: { programme: ProgrammeDetail; settings: SiteSettings }) {
  const tuition = [
    ...(p.tuitionLocal != null ? [{ amount: p.tuitionLocal, currency: 'JMD' }] : []),
    ...(p.kind === 'graduate' && p.tuitionInternational != null ? [{ amount: p.tuitionInternational, currency: 'USD' }] : []),
  ]
  const list = recordList('programmes', p)
  const path = p.url ?? list
  const data = programJsonLd(
    {
      name: p.name,
      description: describe(p),
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
      <ProgrammeDetailView programme={p} applyUrl={settings.links.application} />
    </>
  )
}

type Props = { params: Promise<{ slug: string }> }

/**
 * The route of one level's detail pages (/undergrad/[slug], /grad/[slug]; proxy.ts rewrites the
 * spec's query-string URLs onto them). No Suspense boundary and no loading.tsx: a boundary is
 * streamed after the footer and shifts it, and loading.tsx would commit a 200 before notFound()
 * (vercel/next.js#76474). The pages are prerendered, so they arrive whole in the first HTML.
 */
export function programmeDetailRoute(kind: ProgrammeKind & RecordPage) {
  return {
    async generateStaticParams() {
      return (await listProgrammeSlugs(kind)).map((slug) => ({ slug }))
    },
    async generateMetadata({ params }: Props): Promise<Metadata> {
      return programmeMetadata(kind, (await params).slug)
    },
    async Page({ params }: Props) {
      const { slug } = await params
      const [programme, settings] = await Promise.all([getProgramme(kind, slug), getSiteSettings()])
      if (!programme) {
        await followRedirect(recordRoute(kind, routeSegment(slug)))
        return <NotFoundPage />
      }
      return <ProgrammeDetailPage programme={programme} settings={settings} />
    },
  }
}
