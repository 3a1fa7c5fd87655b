import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ProgrammeDetailPage, programmeMetadata } from '@/components/programs/detail-page'
import { getProgramme, listProgrammeSlugs } from '@/lib/data/programmes'
import { getSiteSettings } from '@/lib/data/settings'

/** Reached through proxy.ts: /undergrad?degree={slug or id} is rewritten here. */
type Props = { params: Promise<{ degree: string }> }

export const revalidate = 86400
export const dynamicParams = true

export async function generateStaticParams() {
  return (await listProgrammeSlugs('undergraduate')).map((degree) => ({ degree }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return programmeMetadata('undergraduate', (await params).degree)
}

export default async function UndergradDetail({ params }: Props) {
  const [programme, settings] = await Promise.all([getProgramme('undergraduate', (await params).degree), getSiteSettings()])
  if (!programme) notFound()
  // No Suspense boundary and no loading.tsx: a boundary was streamed after the footer and shifted
  // it (CLS 0.62), and loading.tsx would commit a 200 before notFound() (vercel/next.js#76474).
  // Detail pages are prerendered, so they arrive whole in the first HTML.
  return <ProgrammeDetailPage programme={programme} settings={settings} />
}
