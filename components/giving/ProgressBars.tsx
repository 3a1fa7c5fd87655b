import { formatAmount, progressPercent } from '@/lib/giving/progress'
import type { Campaign } from '@/lib/reads/giving'
import styles from './Giving.module.css'

/** A campaign's amount raised per currency, each bar full at the campaign's goal in that currency. */
export function ProgressBars({ campaign }: { campaign: Campaign | null }) {
  const totals = campaign?.totals ?? []
  if (!campaign || !totals.length) return null
  return (
    <div className={styles.progress}>
      <p>
        Goal: <strong>{totals.map((t) => formatAmount(t.currency, t.goal)).join(' and ')}</strong>
      </p>
      {totals.map((t) => {
        const pct = progressPercent(t.total, t.goal)
        const raised = formatAmount(t.currency, t.total)
        const goal = formatAmount(t.currency, t.goal)
        return (
          <div key={t.currency} className={styles.bar}>
            <p className={styles.barLabel}>
              Raised in {t.currency.toUpperCase()}: <strong>{raised}</strong> of {goal}
            </p>
            <div
              className={styles.track}
              role="progressbar"
              aria-label={`${campaign.name}: raised in ${t.currency.toUpperCase()}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(pct)}
              aria-valuetext={`${raised} of ${goal} (${Math.round(pct)}%)`}
              data-currency={t.currency.toUpperCase()}
            >
              <div className={styles.fill} style={{ width: `${pct}%` }} data-testid="progress-fill" />
            </div>
          </div>
        )
      })}
    </div>
  )
}
