import { CostsView } from '@/components/costs/CostsView'
import { parseCostQuery, type SearchParams } from '@/lib/costs/query'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { listProgrammeFees } from '@/lib/reads/programmes'

export const generateMetadata = () => pageMetadata('/costs')

type Props = { searchParams: Promise<SearchParams> }

/**
 * A year's cost for the visitor's choices, all in the query string (shareable, printable): where
 * proxy.ts sends `/costs?…` (lib/costs/route.ts). Rendered per request, as its query is its input.
 */
export default async function CostEstimatePage({ searchParams }: Props) {
  const [query, programmes] = await Promise.all([searchParams.then(parseCostQuery), listProgrammeFees()])
  return <CostsView {...query} programmes={programmes} />
}
