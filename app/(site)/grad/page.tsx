import type { Metadata } from 'next'
import { GradCards } from '@/components/programmes/GradCards'
import { PageHeader } from '@/components/ui/PageHeader'
import { listProgrammes } from '@/lib/reads/programmes'

export const revalidate = 86400

export const metadata: Metadata = {
  title: 'Graduate programmes',
  description: 'Master’s and doctoral programmes in biology, business, counselling, education, information systems, public health and science education.',
  alternates: { canonical: '/grad' },
}

export default async function GradPage() {
  const programmes = await listProgrammes('graduate')
  return (
    <>
      <PageHeader title="Graduate Programmes" intro="Advance your career with a master’s or doctoral degree." />
      <div className="container section">
        <p className="muted">Click a degree to see its requirements, duration and tuition.</p>
        <GradCards programmes={programmes} />
      </div>
    </>
  )
}
