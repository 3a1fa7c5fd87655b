/** Spec §9: the USD bar is full at 20,000; any other currency is full at 1,000,000. */
export const USD_FULL_AT = 20_000
export const OTHER_FULL_AT = 1_000_000
export const GOAL_TEXT = '20,000 USD'

/** Width of a progress bar in percent, 0–100. */
export function progressPercent(currency: string, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0
  const full = currency.trim().toUpperCase() === 'USD' ? USD_FULL_AT : OTHER_FULL_AT
  return Math.min(100, (total / full) * 100)
}

export function formatAmount(currency: string, total: number): string {
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(total)} ${currency.toUpperCase()}`
}
