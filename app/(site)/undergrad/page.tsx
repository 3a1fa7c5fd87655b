import type { Metadata } from 'next'
import { Legends } from '@/components/programmes/Legends'
import { UndergradList } from '@/components/programmes/UndergradList'
import { departmentsOf, toUndergradItems } from '@/components/programmes/items'
import { PageHeader } from '@/components/ui/PageHeader'
import { listProgrammes } from '@/lib/reads/programmes'

export const revalidate = 86400

export const metadata: Metadata = {
  title: 'Undergraduate programmes',
  description: 'Choose from 60+ undergraduate programmes: associate and bachelor degrees in the sciences, health, business, education, humanities and theology.',
  alternates: { canonical: '/undergrad' },
}

export default async function UndergradPage() {
  const items = toUndergradItems(await listProgrammes('undergraduate'))
  return (
    <>
      <PageHeader title="Undergraduate Programmes" intro="Choose from 60+ undergraduate programmes across our colleges and school." />
      <div className="container section">
        <UndergradList items={items} />
        <Legends departments={departmentsOf(items)} />
      </div>
    </>
  )
}
