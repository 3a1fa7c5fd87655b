import { formatAmount, type Amount } from '@/lib/policy/admissions-finance'

/** An amount as the estimate prints it, thousands grouped; a discount with a minus sign. */
export const money = (a: Amount) =>
  a.amount < 0 ? `−${formatAmount({ ...a, amount: -a.amount }, { group: true })}` : formatAmount(a, { group: true })
