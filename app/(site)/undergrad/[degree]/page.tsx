import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { ProgrammeDetailPage, programmeMetadata } from '@/components/programs/detail-page'
import { Spinner } from '@/components/programs/Spinner'
import { getProgramme, listProgrammeSlugs } from '@/lib/data/programmes'

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
  const programme = await getProgramme('undergraduate', (await params).degree)
  if (!programme) notFound()
  // The lookup happens before any Suspense boundary so an unknown programme answers 404; the
  // spinner (spec: shown until loaded) covers the rest. No loading.tsx: it would commit a 200
  // before notFound() (vercel/next.js#76474).
  return (
    <Suspense fallback={<Spinner />}>
      <ProgrammeDetailPage programme={programme} />
    </Suspense>
  )
}
