import { GradCards } from '@/components/programmes/GradCards'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { listProgrammes } from '@/lib/reads/programmes'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/grad')

export default async function GradPage() {
  const programmes = await listProgrammes('graduate')
  return (
    <>
      <PageHeader title={page('/grad').title} intro="Advance your career with a master’s or doctoral degree." />
      <div className="container section">
        <p className="muted">Click a degree to see its requirements, duration and tuition.</p>
        <GradCards programmes={programmes} />
      </div>
    </>
  )
}
