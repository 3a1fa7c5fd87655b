import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ProgrammeDetailPage, programmeMetadata } from '@/components/programmes/detail-page'
import { getProgramme, listProgrammeSlugs } from '@/lib/reads/programmes'
import { getSiteSettings } from '@/lib/reads/settings'

/** Reached through proxy.ts: /undergrad?degree={slug or id} is rewritten here. */
type Props = { params: Promise<{ slug: string }> }

export const revalidate = 86400
export const dynamicParams = true

export async function generateStaticParams() {
  return (await listProgrammeSlugs('undergraduate')).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return programmeMetadata('undergraduate', (await params).slug)
}

export default async function UndergradDetail({ params }: Props) {
  const [programme, settings] = await Promise.all([getProgramme('undergraduate', (await params).slug), getSiteSettings()])
  if (!programme) notFound()
  // No Suspense boundary and no loading.tsx: a boundary was streamed after the footer and shifted
  // it (CLS 0.62), and loading.tsx would commit a 200 before notFound() (vercel/next.js#76474).
  // Detail pages are prerendered, so they arrive whole in the first HTML.
  return <ProgrammeDetailPage programme={programme} settings={settings} />
}
