import { Legends } from '@/components/programmes/Legends'
import { UndergradList } from '@/components/programmes/UndergradList'
import { UndergradCards } from '@/components/programmes/UndergradCards'
import { departmentsOf, toUndergradItems, toUndergradRows } from '@/components/programmes/items'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { listProgrammes } from '@/lib/reads/programmes'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/undergrad')

export default async function UndergradPage() {
  const items = toUndergradItems(await listProgrammes('undergraduate'))
  return (
    <>
      <PageHeader
        title={page('/undergrad').title}
        intro={`Choose from ${items.length} undergraduate programmes across our colleges and school.`}
      />
      <div className="container section">
        <UndergradList rows={toUndergradRows(items)}>
          <UndergradCards items={items} />
        </UndergradList>
        <Legends departments={departmentsOf(items)} />
      </div>
    </>
  )
}
