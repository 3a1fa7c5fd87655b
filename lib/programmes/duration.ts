const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  eighteen: 18,
  half: 0.5,
}

const UNIT_MONTHS: Record<string, number> = { year: 12, yr: 12, month: 1, mo: 1 }

/**
 * A programme's duration as editors write it ("4 years (full time)", "18 months", "1 year 6 months",
 * "two years") as an ISO 8601 duration (P4Y, P18M, P1Y6M, P2Y), as schema.org's courseWorkload and
 * timeToComplete take it; weeks become days (P42D), since ISO 8601 does not mix weeks with other
 * units. Only the first of several alternatives counts ("4 years full time, 6 years part time" is
 * P4Y). Null when no length is stated (then the Course leaves the duration out).
 */
export function durationToIso8601(text: string | null | undefined): string | null {
  if (!text) return null
  const first = text.toLowerCase().split(/[,;/(]|\bor\b|\bpart[- ]time\b/)[0]
  const pattern = /(\d+(?:\.\d+)?|[a-z]+)\s*-?\s*(years?|yrs?|months?|mos?|weeks?|wks?|days?)\b/g
  let months = 0
  let days = 0
  let found = false
  for (const [, amountText, unitText] of first.matchAll(pattern)) {
    const amount = /^\d/.test(amountText) ? Number(amountText) : NUMBER_WORDS[amountText]
    if (amount === undefined || !Number.isFinite(amount) || amount <= 0) continue
    found = true
    const unit = unitText.replace(/s$/, '')
    if (unit in UNIT_MONTHS) months += amount * UNIT_MONTHS[unit]
    else if (unit === 'week' || unit === 'wk') days += amount * 7
    else days += amount
  }
  if (!found) return null
  // Fractions of a month become days (a month taken as 30 days), so every part is a whole number.
  const wholeMonths = Math.floor(months + 1e-9)
  days = Math.round(days + (months - wholeMonths) * 30)
  const years = Math.floor(wholeMonths / 12)
  const restMonths = wholeMonths % 12
  // Whole years read as years; 18 months as P18M would be right too, but P1Y6M is what people mean.
  const parts = `${years ? `${years}Y` : ''}${restMonths ? `${restMonths}M` : ''}${days ? `${days}D` : ''}`
  return parts ? `P${parts}` : null
}
