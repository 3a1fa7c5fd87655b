import { MinorsTable } from '@/components/programmes/MinorsTable'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { listMinors } from '@/lib/reads/programmes'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/minors')

export default async function MinorsPage() {
  const minors = await listMinors()
  return (
    <>
      <PageHeader title={page('/minors').title} intro="Add a minor to your degree to broaden your skills." />
      <div className="container section">
        <p className="prose">
          <strong>Note:</strong> please contact the department offering the minor and your academic advisor before you
          declare a minor, to plan the courses it requires.
        </p>
        <MinorsTable minors={minors} />
      </div>
    </>
  )
}
