import { CostsPageBody } from '@/components/costs/CostsPageBody'
import type { SearchParams } from '@/lib/costs/query'
import { pageMetadata } from '@/lib/pages/page-metadata'

export const generateMetadata = () => pageMetadata('/costs')

type Props = { searchParams: Promise<SearchParams> }

/**
 * A year's cost for the visitor's choices, all in the query string (shareable, printable): where
 * proxy.ts sends `/costs?…` (lib/costs/route.ts). Rendered per request, as its query is its input.
 */
export default async function CostEstimatePage({ searchParams }: Props) {
  return <CostsPageBody query={await searchParams} />
}
