import { ProgrammeFinder } from '@/components/programmes/ProgrammeFinder'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { listFinderItems } from '@/lib/reads/programmes'
import { parseFinderQuery } from '@/lib/programmes/finder'

export const generateMetadata = () => pageMetadata('/searchdegree')

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** One search across every programme; the filters live in the URL, so a search can be shared. */
export default async function SearchDegreePage({ searchParams }: Props) {
  const [query, items] = await Promise.all([searchParams.then(parseFinderQuery), listFinderItems()])
  return (
    <>
      <PageHeader
        title={page('/searchdegree').title}
        intro="One search across undergraduate, graduate, extension and certificate programmes."
      />
      <div className="container section">
        <ProgrammeFinder items={items} initialQuery={query} />
      </div>
    </>
  )
}
