import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { CostEstimateView } from '@/components/costs/CostEstimateView'
import { CostForm } from '@/components/costs/CostForm'
import styles from '@/components/costs/costs.module.css'
import { PageHeader } from '@/components/ui/PageHeader'
import { estimateCost } from '@/lib/costs/estimate'
import { parseCostQuery, type SearchParams } from '@/lib/costs/query'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { listProgrammeFees } from '@/lib/reads/programmes'

export const generateMetadata = () => pageMetadata('/costs')

type Props = { searchParams: Promise<SearchParams> }

/** A year's cost of a programme for the visitor's choices, all in the query string (shareable, printable). */
export default async function CostsPage({ searchParams }: Props) {
  const [{ choices, problems }, programmes] = await Promise.all([
    searchParams.then(parseCostQuery),
    listProgrammeFees(),
  ])
  const programme = choices.programme ? programmes.find((p) => p.slug === choices.programme) : undefined
  const unknown = choices.programme && !programme
  return (
    <>
      <BreadcrumbJsonLd path="/costs" />
      <PageHeader
        title={page('/costs').title}
        intro="Choose a programme and answer a few questions: the estimate uses the fees, discounts, scholarships and refund rules the university publishes."
      />
      <div className="container section">
        {problems.length || unknown ? (
          <div className={styles.problems} role="status">
            <p>Some of the address could not be used:</p>
            <ul>
              {unknown ? <li>No programme is called “{choices.programme}”; choose one below.</li> : null}
              {problems.map((p) => (
                <li key={p.field}>{p.message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <CostForm choices={{ ...choices, programme: programme ? choices.programme : null }} programmes={programmes} />
        {programme ? (
          <CostEstimateView estimate={estimateCost(programme, choices)} />
        ) : (
          <p>Choose a programme to see its estimate.</p>
        )}
      </div>
    </>
  )
}
