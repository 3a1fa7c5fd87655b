import {
  APPLICATION_FEE_TERMS,
  APPLICATION_FEES,
  CONTINUING_AWARDS,
  DISCOUNT_TERMS,
  DISCOUNTS,
  ENTRANCE_SCHOLARSHIPS,
  FULL_TIME_LOAD,
  INTERNATIONAL_DEPOSIT,
  REFUND_SCHEDULE,
  RESIDENCE_CHARGES,
  type Amount,
  type Discount,
  type RefundBand,
  type ScholarshipRow,
} from '@/lib/policy/admissions-finance'
import type { PagePath } from '@/lib/pages/registry'
import type { CostChoices } from './choices'

/** What the estimate needs of a programme (from the programmes collection). */
export type ProgrammeFees = {
  slug: string
  name: string
  kind: 'undergraduate' | 'graduate'
  /** "Master's", "Doctoral", "Bachelor's", "Associate". */
  level: string | null
  /** Per year, in Jamaican dollars. */
  tuitionLocal: number | null
  /** Per year, in US dollars (graduate programmes). */
  tuitionInternational: number | null
  /** The programme's page. */
  url: string
}

/** Where a figure comes from: a page of the site (a registered page or the programme's own). */
export type Source = { href: PagePath | string; label: string }

export type CostLine = {
  label: string
  amount: Amount
  /** Why it is charged, how often, or what it covers. */
  note: string
  source: Source
  /** A refundable deposit or a discount (a negative amount) rather than a charge. */
  kind: 'charge' | 'discount' | 'deposit'
}

export type DiscountCheck = { discount: Discount; applies: boolean; applied: boolean; reason: string }
export type ScholarshipCheck = {
  scholarship: ScholarshipRow
  group: 'entrance' | 'continuing'
  status: 'reachable' | 'not-reachable' | 'ask'
  reason: string
}
export type RefundEstimate = { week: number; band: RefundBand; semesterTuition: Amount; refund: Amount }

export type Estimate = {
  programme: ProgrammeFees
  lines: CostLine[]
  /** The first year's total per currency (a charge in J$ and one in US$ are never added). */
  totals: Amount[]
  discounts: DiscountCheck[]
  scholarships: ScholarshipCheck[]
  refund: RefundEstimate | null
  /** Things the estimate cannot know, said beside it. */
  notes: string[]
}

const TUITION_PAGE: Source = { href: '/tuitionfees', label: 'Tuition and Fees' }
const SCHOLARSHIP_PAGE: Source = { href: '/scholarshipandstudentaid', label: 'Scholarships and Student Aid' }
const RESIDENCE_PAGE: Source = { href: '/campusliving', label: 'Living on Campus' }
const INTERNATIONAL_PAGE: Source = { href: '/international_students', label: 'International Applicants' }

const fromJamaica = (c: CostChoices) => c.residency === 'jamaica'

/** The yearly tuition the programme charges this student, in the currency the programme states it in. */
export function yearlyTuition(p: ProgrammeFees, c: CostChoices): { amount: Amount; rate: string } | null {
  if (!fromJamaica(c) && p.tuitionInternational !== null)
    return { amount: { currency: 'US$', amount: p.tuitionInternational }, rate: 'International rate' }
  if (p.tuitionLocal === null) return null
  return {
    amount: { currency: 'J$', amount: p.tuitionLocal },
    rate: fromJamaica(c) ? 'Local rate' : 'The programme’s only published rate, in Jamaican dollars',
  }
}

/** A part-time load pays pro rata by credits; a full-time load (or more) pays the year's tuition. */
export function loadShare(credits: number): number {
  return Math.min(1, credits / FULL_TIME_LOAD.creditsPerSemester)
}

/** The application fee row for the programme's level (undergraduate, master's/diploma, doctoral). */
export function applicationFeeRow(p: ProgrammeFees) {
  if (p.kind === 'undergraduate') return APPLICATION_FEES[0]
  return p.level === 'Doctoral' ? APPLICATION_FEES[2] : APPLICATION_FEES[1]
}

/** The application fee this applicant pays: local, the West Indies Union rate where the level has one, or international. */
export function applicationFee(p: ProgrammeFees, c: CostChoices): { amount: Amount; rate: string } {
  const row = applicationFeeRow(p)
  if (fromJamaica(c)) return { amount: row.local, rate: `${row.level}, local` }
  if (c.residency === 'caribbean' && row.westIndiesUnion)
    return { amount: row.westIndiesUnion, rate: `${row.level}, West Indies Union` }
  return { amount: row.international, rate: `${row.level}, international` }
}

/** Which discounts the policy gives this student, and the one the estimate takes off (the largest: the policy does not combine them). */
export function checkDiscounts(c: CostChoices): DiscountCheck[] {
  const checks = DISCOUNTS.map((discount) => {
    const cond = discount.condition
    if ('children' in cond) {
      const { min, max } = cond.children
      const applies = c.children >= min && (max === null || c.children <= max)
      const count = max === null ? `${min} or more children` : `${min} children`
      return {
        discount,
        applies,
        reason: applies
          ? `One person pays tuition for ${c.children} children (${count}).`
          : `Needs one person paying tuition for ${count}; you said ${c.children}.`,
      }
    }
    const resident = c.residency !== 'international'
    const applies = resident && c.churchMember
    return {
      discount,
      applies,
      reason: applies
        ? 'A church member living in Jamaica or the Caribbean.'
        : !c.churchMember
          ? 'Only for church members.'
          : 'Only for permanent residents of Jamaica and the Atlantic Caribbean Union.',
    }
  })
  const best = checks.filter((d) => d.applies).toSorted((a, b) => b.discount.percent - a.discount.percent)[0]
  return checks.map((d) => ({ ...d, applied: d === best }))
}

function checkScholarship(s: ScholarshipRow, group: ScholarshipCheck['group'], c: CostChoices): ScholarshipCheck {
  const rule = s.rule
  const base = { scholarship: s, group }
  if (group === 'entrance' && c.stage !== 'new')
    return { ...base, status: 'not-reachable', reason: 'For new students only.' }
  if (group === 'continuing' && c.stage !== 'continuing')
    return { ...base, status: 'not-reachable', reason: 'For continuing students, from the second semester.' }
  if ('subjectsAtGrades1And2' in rule) {
    const ok = c.subjects >= rule.subjectsAtGrades1And2
    return {
      ...base,
      status: ok ? 'reachable' : 'not-reachable',
      reason: ok
        ? `Your ${c.subjects} subjects at grades 1 and 2 meet the ${rule.subjectsAtGrades1And2} it asks for.`
        : `Asks for ${rule.subjectsAtGrades1And2} subjects at grades 1 and 2; you have ${c.subjects}.`,
    }
  }
  if ('outstandingCape' in rule)
    return c.outstandingCape
      ? { ...base, status: 'ask', reason: 'Outstanding CAPE results: the scholarships committee judges them.' }
      : { ...base, status: 'not-reachable', reason: 'Asks for outstanding CAPE results.' }
  if ('newInternational' in rule) {
    if (fromJamaica(c)) return { ...base, status: 'not-reachable', reason: 'For students from outside Jamaica.' }
    return {
      ...base,
      status: rule.firstYearOnly ? 'ask' : 'reachable',
      reason: rule.firstYearOnly
        ? 'A new student from outside Jamaica: the committee judges the academic record.'
        : 'A new student from outside Jamaica in good standing.',
    }
  }
  if ('minGpa' in rule) {
    if (rule.worksOnCampus && !c.worksOnCampus)
      return { ...base, status: 'not-reachable', reason: 'For students working on campus.' }
    if (c.gpa === null)
      return { ...base, status: 'ask', reason: `Asks for a GPA of ${rule.minGpa.toFixed(2)} or more.` }
    const ok = c.gpa >= rule.minGpa
    return {
      ...base,
      status: ok ? 'reachable' : 'not-reachable',
      reason: ok
        ? `Your GPA of ${c.gpa.toFixed(2)} meets the ${rule.minGpa.toFixed(2)} it asks for.`
        : `Asks for a GPA of ${rule.minGpa.toFixed(2)}; yours is ${c.gpa.toFixed(2)}.`,
    }
  }
  return { ...base, status: 'ask', reason: `${s.basis}: ask the scholarships committee.` }
}

/** Every scholarship with whether these results reach it. */
export function checkScholarships(c: CostChoices): ScholarshipCheck[] {
  return [
    ...ENTRANCE_SCHOLARSHIPS.map((s) => checkScholarship(s, 'entrance', c)),
    ...CONTINUING_AWARDS.map((s) => checkScholarship(s, 'continuing', c)),
  ]
}

/** The refund band of a withdrawal in a given week of the semester. */
export function refundBand(week: number): RefundBand {
  return REFUND_SCHEDULE.find((b) => b.upToWeeks === null || week <= b.upToWeeks) ?? REFUND_SCHEDULE.at(-1)!
}

const times = (a: Amount, factor: number): Amount => ({ currency: a.currency, amount: Math.round(a.amount * factor) })

/** Sums per currency, in the order the currencies first appear. */
export function totalsByCurrency(lines: Pick<CostLine, 'amount' | 'kind'>[]): Amount[] {
  const totals = new Map<Amount['currency'], number>()
  for (const { amount } of lines) totals.set(amount.currency, (totals.get(amount.currency) ?? 0) + amount.amount)
  return [...totals].map(([currency, amount]) => ({ currency, amount }))
}

/** The first year's cost of a programme for these choices, line by line, from the policy and the programme's fees. */
export function estimateCost(p: ProgrammeFees, c: CostChoices): Estimate {
  const lines: CostLine[] = []
  const notes: string[] = []
  const programmeSource: Source = { href: p.url, label: p.name }
  const tuition = yearlyTuition(p, c)
  const share = loadShare(c.credits)
  const discounts = checkDiscounts(c)
  let yearTuition: Amount | null = null
  if (tuition) {
    yearTuition = times(tuition.amount, share)
    const load =
      share === 1
        ? `full time (${FULL_TIME_LOAD.creditsPerSemester} or more credits a semester)`
        : `part time, ${c.credits} of ${FULL_TIME_LOAD.creditsPerSemester} credits a semester`
    lines.push({
      label: 'Tuition for the year',
      amount: yearTuition,
      note: `${tuition.rate}, ${load}.`,
      source: programmeSource,
      kind: 'charge',
    })
    const applied = discounts.find((d) => d.applied)
    if (applied) {
      const off = times(yearTuition, applied.discount.percent / 100)
      lines.push({
        label: applied.discount.name,
        amount: { ...off, amount: -off.amount },
        note: `${applied.discount.percent}% of tuition. ${applied.reason}`,
        source: TUITION_PAGE,
        kind: 'discount',
      })
      yearTuition = { ...yearTuition, amount: yearTuition.amount - off.amount }
    }
  } else {
    notes.push(`${p.name} has no published tuition yet; ask the Admissions Office.`)
  }
  if (c.stage === 'new') {
    const fee = applicationFee(p, c)
    lines.push({
      label: 'Application fee',
      amount: fee.amount,
      note: `${fee.rate}. ${APPLICATION_FEE_TERMS.statement}`,
      source: TUITION_PAGE,
      kind: 'charge',
    })
    if (!fromJamaica(c))
      lines.push({
        label: 'Deposit for international students',
        amount: INTERNATIONAL_DEPOSIT.deposit,
        note: 'Refundable.',
        source: INTERNATIONAL_PAGE,
        kind: 'deposit',
      })
  }
  if (c.onCampus)
    lines.push({
      label: 'Residence hall, room and meals',
      amount: fromJamaica(c) ? RESIDENCE_CHARGES.local : RESIDENCE_CHARGES.international,
      note: `Covers ${RESIDENCE_CHARGES.covers}.`,
      source: RESIDENCE_PAGE,
      kind: 'charge',
    })
  if (discounts.some((d) => d.applies && !d.applied))
    notes.push(
      `Only the largest discount is taken off: the policy does not say that discounts combine. ${DISCOUNT_TERMS.statement}`,
    )
  let refund: RefundEstimate | null = null
  if (c.withdrawWeek !== null && yearTuition) {
    const band = refundBand(c.withdrawWeek)
    const semesterTuition = times(yearTuition, 1 / FULL_TIME_LOAD.semestersPerYear)
    refund = { week: c.withdrawWeek, band, semesterTuition, refund: times(semesterTuition, band.percent / 100) }
  }
  return {
    programme: p,
    lines,
    totals: totalsByCurrency(lines),
    discounts,
    scholarships: checkScholarships(c),
    refund,
    notes,
  }
}

/** The lowest yearly tuition a programme shows ("from … per year" on the finder's cards): its local rate, else its international one. */
export function fromPerYear(p: Pick<ProgrammeFees, 'tuitionLocal' | 'tuitionInternational'>): Amount | null {
  if (p.tuitionLocal !== null) return { currency: 'J$', amount: p.tuitionLocal }
  if (p.tuitionInternational !== null) return { currency: 'US$', amount: p.tuitionInternational }
  return null
}

export const SOURCES = { TUITION_PAGE, SCHOLARSHIP_PAGE, RESIDENCE_PAGE, INTERNATIONAL_PAGE } as const
