import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { ProgrammeDetailPage, programmeMetadata } from '@/components/programs/detail-page'
import { Spinner } from '@/components/programs/Spinner'
import { getProgramme, listProgrammeSlugs } from '@/lib/data/programmes'

/** /grad/{slug}; /grad?degreeName=…&degreeType=g_programs is rewritten here by proxy.ts. */
type Props = { params: Promise<{ slug: string }> }

export const revalidate = 86400
export const dynamicParams = true

export async function generateStaticParams() {
  return (await listProgrammeSlugs('graduate')).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return programmeMetadata('graduate', (await params).slug)
}

export default async function GradDetail({ params }: Props) {
  const programme = await getProgramme('graduate', (await params).slug)
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
