/**
 * Spec §9: a campaign's progress, one bar per currency, each full at the campaign's goal in that
 * currency. A goal an editor leaves blank is the spec's: 20,000 in US dollars (so the goal text
 * is "20,000 USD"), 1,000,000 in any other currency.
 */
export const DEFAULT_USD_GOAL = 20_000
export const DEFAULT_OTHER_GOAL = 1_000_000

/** The goal of a currency's bar: the campaign's own, else the spec's default for that currency. */
export function goalFor(currency: string, goal?: number | null): number {
  if (typeof goal === 'number' && Number.isFinite(goal) && goal > 0) return goal
  return currency.trim().toUpperCase() === 'USD' ? DEFAULT_USD_GOAL : DEFAULT_OTHER_GOAL
}

/** Width of a progress bar in percent of its goal, 0–100. */
export function progressPercent(total: number, goal: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(goal) || goal <= 0) return 0
  return Math.min(100, (total / goal) * 100)
}

export function formatAmount(currency: string, total: number): string {
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(total)} ${currency.toUpperCase()}`
}
