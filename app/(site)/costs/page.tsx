import { CostsView } from '@/components/costs/CostsView'
import { parseCostQuery } from '@/lib/costs/query'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { listProgrammeFees } from '@/lib/reads/programmes'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/costs')

/**
 * /costs with no choices yet: the form alone, the same for everyone, so it is cached (and kept
 * at the edge) like any page. A query is an estimate, served by ./estimate (lib/costs/route.ts).
 */
export default async function CostsPage() {
  return <CostsView {...parseCostQuery({})} programmes={await listProgrammeFees()} />
}
