import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { ProgrammeDetailPage, programmeMetadata } from '@/components/programs/detail-page'
import { Spinner } from '@/components/programs/Spinner'
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
  // Every read happens before the Suspense boundary, so an unknown programme answers 404 and a
  // known one arrives complete in the first HTML; the spinner (spec: shown until loaded) stays
  // for anything the view may come to wait for. No loading.tsx: it would commit a 200
  // before notFound() (vercel/next.js#76474).
  return (
    <Suspense fallback={<Spinner />}>
      <ProgrammeDetailPage programme={programme} settings={settings} />
    </Suspense>
  )
}
