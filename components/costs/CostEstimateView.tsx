import { PageLink } from '@/components/ui/PageLink'
import { ScrollTable } from '@/components/ui/ScrollTable'
import type { Estimate, ScholarshipCheck } from '@/lib/costs/estimate'
import { money } from '@/lib/costs/money'
import styles from './costs.module.css'

const STATUS: Record<ScholarshipCheck['status'], string> = {
  reachable: 'Within reach',
  ask: 'Ask the committee',
  'not-reachable': 'Not with these answers',
}

/** A year's estimate line by line, the discounts and scholarships with their reasons, and the refund; each figure names its page. */
export function CostEstimateView({ estimate: e }: { estimate: Estimate }) {
  const reachable = e.scholarships.filter((s) => s.status !== 'not-reachable')
  return (
    <section aria-labelledby="estimate-heading" data-testid="cost-estimate">
      <h2 id="estimate-heading">
        First year of <PageLink href={e.programme.url}>{e.programme.name}</PageLink>
      </h2>
      <ScrollTable label="The year’s cost, line by line">
        <table>
          <caption>The year’s cost, line by line</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className={styles.amount}>
                Amount
              </th>
              <th scope="col">Details and source</th>
            </tr>
          </thead>
          <tbody>
            {e.lines.map((l) => (
              <tr key={l.label}>
                <th scope="row">{l.label}</th>
                <td className={styles.amount}>{money(l.amount)}</td>
                <td>
                  {l.note} Source: <PageLink href={l.source.href}>{l.source.label}</PageLink>
                </td>
              </tr>
            ))}
            {e.totals.map((t, i) => (
              <tr key={t.currency} className={i === 0 ? styles.total : undefined}>
                <th scope="row">Total in {t.currency}</th>
                <td className={styles.amount} data-testid={`total-${t.currency}`}>
                  {money(t)}
                </td>
                <td>{e.totals.length > 1 ? 'Amounts in different currencies are not added.' : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      {e.notes.map((n) => (
        <p key={n}>{n}</p>
      ))}

      <h2>Discounts</h2>
      <ul>
        {e.discounts.map((d) => (
          <li key={d.discount.name}>
            <strong>
              {d.discount.name} ({d.discount.percent}%)
            </strong>
            : {d.applied ? 'taken off. ' : d.applies ? 'you qualify; a larger one is taken off. ' : 'does not apply. '}
            {d.reason}
          </li>
        ))}
      </ul>
      <p>
        Source: <PageLink href="/tuitionfees">Tuition and Fees</PageLink>.
      </p>

      <h2>Scholarships you could reach</h2>
      {reachable.length ? null : <p>None with these answers; enter your results above to check.</p>}
      <ScrollTable label="Scholarships and awards">
        <table data-testid="scholarships">
          <caption>Scholarships and awards</caption>
          <thead>
            <tr>
              <th scope="col">Scholarship</th>
              <th scope="col" className={styles.amount}>
                Amount
              </th>
              <th scope="col">Status and why</th>
            </tr>
          </thead>
          <tbody>
            {e.scholarships.map((s) => (
              <tr key={s.scholarship.name} data-status={s.status}>
                <th scope="row">{s.scholarship.name}</th>
                <td className={styles.amount}>{money(s.scholarship.amount)}</td>
                <td>
                  <strong>{STATUS[s.status]}</strong>: {s.reason}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <p>
        Scholarships are awarded by the scholarships committee and are not taken off the estimate. Source:{' '}
        <PageLink href="/scholarshipandstudentaid">Scholarships and Student Aid</PageLink>.
      </p>

      <h2>If you withdrew</h2>
      {e.refund ? (
        <p data-testid="refund">
          Withdrawing in week {e.refund.week} ({e.refund.band.period.toLowerCase()}) refunds {e.refund.band.percent}% of
          the semester’s tuition of {money(e.refund.semesterTuition)}: <strong>{money(e.refund.refund)}</strong>.
          Source: <PageLink href="/tuitionfees">Tuition and Fees</PageLink>.
        </p>
      ) : (
        <p>Enter a week above to see the refund of a withdrawal in that week.</p>
      )}
    </section>
  )
}
