import type { Metadata } from 'next'
import { ProgrammeDetailView } from '@/components/programmes/ProgrammeDetailView'
import { ProgrammeJsonLd } from '@/components/programmes/ProgrammeJsonLd'
import { NotFoundPage } from '@/components/shell/NotFound'
import { programmeMetadata } from '@/lib/programmes/metadata'
import { getProgramme, listRecentProgrammeSlugs } from '@/lib/reads/programmes'
import { getSiteSettings } from '@/lib/reads/settings'
import { followRedirect } from '@/lib/redirects/follow'
import { PRERENDERED_RECORDS, recordRoute } from '@/lib/pages/records'
import { routeSegment } from '@/lib/text/route-segment'

export const revalidate = 86400
export const dynamicParams = true

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await listRecentProgrammeSlugs('graduate', PRERENDERED_RECORDS)).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return programmeMetadata(await getProgramme('graduate', (await params).slug))
}

/**
 * One graduate programme; /grad?degreeName=…&degreeType=g_programs is rewritten here by proxy.ts.
 * No Suspense boundary and no loading.tsx: a boundary is streamed after the footer and shifts it,
 * and loading.tsx would commit a 200 before notFound() (vercel/next.js#76474). The pages are
 * prerendered or cached after their first request, so they arrive whole in the first HTML.
 */
export default async function GraduateProgrammePage({ params }: Props) {
  const { slug } = await params
  const [programme, settings] = await Promise.all([getProgramme('graduate', slug), getSiteSettings()])
  if (!programme) {
    await followRedirect(recordRoute('graduate', routeSegment(slug)))
    return <NotFoundPage />
  }
  return (
    <>
      <ProgrammeJsonLd programme={programme} settings={settings} />
      <ProgrammeDetailView programme={programme} applyUrl={settings.links.application} />
    </>
  )
}
