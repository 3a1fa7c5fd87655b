import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import type { CostChoices } from '@/lib/costs/choices'
import { estimateCost, type ProgrammeFees } from '@/lib/costs/estimate'
import type { QueryProblem } from '@/lib/costs/query'
import { page } from '@/lib/pages'
import { CostEstimateView } from './CostEstimateView'
import { CostForm } from './CostForm'
import styles from './costs.module.css'

type Props = { choices: CostChoices; problems: readonly QueryProblem[]; programmes: ProgrammeFees[] }

/** /costs for the visitor's choices (its query string read by the route; none: the form alone). */
export function CostsView({ choices, problems, programmes }: Props) {
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
