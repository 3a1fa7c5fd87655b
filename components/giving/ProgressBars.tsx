import { formatAmount, GOAL_TEXT, progressPercent } from '@/lib/giving/progress'
import styles from './Giving.module.css'

/** Amount raised per currency; USD full at 20,000, other currencies at 1,000,000. */
export function ProgressBars({
  totals,
  goalText,
}: {
  totals: { currency: string; total: number }[]
  goalText?: string
}) {
  return (
    <div className={styles.progress}>
      <p>
        Goal: <strong>{goalText || GOAL_TEXT}</strong>
      </p>
      {totals.map((t) => {
        const pct = progressPercent(t.currency, t.total)
        return (
          <div key={t.currency} className={styles.bar}>
            <p className={styles.barLabel}>
              Raised in {t.currency.toUpperCase()}: <strong>{formatAmount(t.currency, t.total)}</strong>
            </p>
            <div
              className={styles.track}
              role="progressbar"
              aria-label={`Raised in ${t.currency.toUpperCase()}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(pct)}
              aria-valuetext={`${formatAmount(t.currency, t.total)} (${Math.round(pct)}%)`}
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
