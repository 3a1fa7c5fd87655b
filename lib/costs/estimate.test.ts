import {
  APPLICATION_FEES,
  DISCOUNTS,
  INTERNATIONAL_DEPOSIT,
  REFUND_SCHEDULE,
  RESIDENCE_CHARGES,
} from '@/lib/policy/admissions-finance'
import { DEFAULT_CHOICES, type CostChoices } from './choices'
import { estimateCost, fromPerYear, refundBand, type ProgrammeFees } from './estimate'
import { costQueryString, parseCostQuery } from './query'

const nursing: ProgrammeFees = {
  slug: 'nursing',
  name: 'Nursing',
  kind: 'undergraduate',
  level: "Bachelor's",
  tuitionLocal: 700_000,
  tuitionInternational: null,
  url: '/undergrad?degree=nursing',
}
const mba: ProgrammeFees = {
  slug: 'business-administration-graduate',
  name: 'Business Administration',
  kind: 'graduate',
  level: "Master's",
  tuitionLocal: 1_350_000,
  tuitionInternational: 9_400,
  url: '/grad?degreeName=business-administration-graduate',
}
const doctorate: ProgrammeFees = { ...mba, level: 'Doctoral', tuitionLocal: 1_650_000, tuitionInternational: 11_500 }

const choose = (c: Partial<CostChoices>): CostChoices => ({ ...DEFAULT_CHOICES, ...c })
const line = (p: ProgrammeFees, c: Partial<CostChoices>, label: string) =>
  estimateCost(p, choose(c)).lines.find((l) => l.label === label)

describe('tuition by residency and load', () => {
  it('charges a Jamaican the local yearly tuition in J$', () => {
    expect(line(nursing, {}, 'Tuition for the year')?.amount).toEqual({ currency: 'J$', amount: 700_000 })
  })
  it('charges others the international rate in US$ where the programme has one', () => {
    expect(line(mba, { residency: 'international' }, 'Tuition for the year')?.amount).toEqual({
      currency: 'US$',
      amount: 9_400,
    })
    expect(line(mba, { residency: 'caribbean' }, 'Tuition for the year')?.amount.currency).toBe('US$')
  })
  it('charges the programme’s only (J$) rate when it has no international one, and says so', () => {
    const t = line(nursing, { residency: 'international' }, 'Tuition for the year')
    expect(t?.amount).toEqual({ currency: 'J$', amount: 700_000 })
    expect(t?.note).toMatch(/only published rate/)
  })
  it('charges a part-time load pro rata by credits, and never more than full time', () => {
    expect(line(nursing, { credits: 6 }, 'Tuition for the year')?.amount.amount).toBe(350_000)
    expect(line(nursing, { credits: 18 }, 'Tuition for the year')?.amount.amount).toBe(700_000)
  })
  it('names the programme page as the source of tuition', () => {
    expect(line(nursing, {}, 'Tuition for the year')?.source.href).toBe('/undergrad?degree=nursing')
  })
})

describe('application fee and deposit', () => {
  it('charges the application fee of the level by residency', () => {
    expect(line(nursing, {}, 'Application fee')?.amount).toEqual(APPLICATION_FEES[0].local)
    expect(line(nursing, { residency: 'international' }, 'Application fee')?.amount).toEqual(
      APPLICATION_FEES[0].international,
    )
    expect(line(nursing, { residency: 'caribbean' }, 'Application fee')?.amount).toEqual(
      APPLICATION_FEES[0].westIndiesUnion,
    )
    // No West Indies Union rate for graduate study: the international one.
    expect(line(mba, { residency: 'caribbean' }, 'Application fee')?.amount).toEqual(APPLICATION_FEES[1].international)
    expect(line(doctorate, {}, 'Application fee')?.amount).toEqual(APPLICATION_FEES[2].local)
  })
  it('charges no application fee to a continuing student', () => {
    expect(line(nursing, { stage: 'continuing' }, 'Application fee')).toBeUndefined()
  })
  it('asks a refundable deposit of students from outside Jamaica only', () => {
    expect(line(nursing, {}, 'Deposit for international students')).toBeUndefined()
    const d = line(nursing, { residency: 'international' }, 'Deposit for international students')
    expect(d?.amount).toEqual(INTERNATIONAL_DEPOSIT.deposit)
    expect(d?.kind).toBe('deposit')
  })
})

describe('residence', () => {
  it('adds room and meals only when living on campus, at the rate for where the student is from', () => {
    expect(line(nursing, {}, 'Residence hall, room and meals')).toBeUndefined()
    expect(line(nursing, { onCampus: true }, 'Residence hall, room and meals')?.amount).toEqual(RESIDENCE_CHARGES.local)
    expect(
      line(nursing, { onCampus: true, residency: 'international' }, 'Residence hall, room and meals')?.amount,
    ).toEqual(RESIDENCE_CHARGES.international)
  })
})

describe('discounts', () => {
  const discount = (c: Partial<CostChoices>) =>
    estimateCost(nursing, choose(c)).lines.find((l) => l.kind === 'discount')
  it('gives the sibling discount for two children', () => {
    expect(discount({ children: 2 })).toMatchObject({ label: DISCOUNTS[0].name, amount: { amount: -35_000 } })
  })
  it('gives the family discount for three or more children, not the sibling one', () => {
    expect(discount({ children: 3 })).toMatchObject({ label: DISCOUNTS[1].name, amount: { amount: -70_000 } })
  })
  it('gives the church member discount to residents of Jamaica and the Caribbean only', () => {
    expect(discount({ churchMember: true })).toMatchObject({ label: DISCOUNTS[2].name })
    expect(discount({ churchMember: true, residency: 'caribbean' })).toMatchObject({ label: DISCOUNTS[2].name })
    expect(discount({ churchMember: true, residency: 'international' })).toBeUndefined()
  })
  it('gives nothing to one child who is no church member', () => {
    expect(discount({})).toBeUndefined()
  })
  it('takes off only the largest that applies, and says why', () => {
    const e = estimateCost(nursing, choose({ children: 2, churchMember: true }))
    expect(e.lines.filter((l) => l.kind === 'discount')).toHaveLength(1)
    expect(e.lines.find((l) => l.kind === 'discount')?.label).toBe(DISCOUNTS[2].name)
    expect(e.notes.join(' ')).toMatch(/largest discount/)
  })
})

describe('scholarships', () => {
  const status = (c: Partial<CostChoices>, name: string) =>
    estimateCost(nursing, choose(c)).scholarships.find((s) => s.scholarship.name === name)?.status
  it('reaches the President’s Award with ten subjects at grades 1 and 2, not nine', () => {
    expect(status({ subjects: 10 }, 'President’s Award')).toBe('reachable')
    expect(status({ subjects: 9 }, 'President’s Award')).toBe('not-reachable')
  })
  it('reaches the Academic Excellence Scholarship with eight subjects, not seven', () => {
    expect(status({ subjects: 8 }, 'Academic Excellence Scholarship')).toBe('reachable')
    expect(status({ subjects: 7 }, 'Academic Excellence Scholarship')).toBe('not-reachable')
  })
  it('refers outstanding CAPE results to the committee', () => {
    expect(status({ outstandingCape: true }, 'Chancellor’s Entrance Scholarship')).toBe('ask')
    expect(status({}, 'Chancellor’s Entrance Scholarship')).toBe('not-reachable')
  })
  it('offers the international awards to new students from outside Jamaica', () => {
    expect(status({ residency: 'international' }, 'International Student Award')).toBe('reachable')
    expect(status({ residency: 'international' }, 'Caribbean Union Scholarship')).toBe('ask')
    expect(status({}, 'International Student Award')).toBe('not-reachable')
  })
  it('gives entrance scholarships to new students and continuing awards by GPA to continuing ones', () => {
    expect(status({ stage: 'continuing', subjects: 10 }, 'President’s Award')).toBe('not-reachable')
    expect(status({ stage: 'continuing', gpa: 3.5 }, 'Dean’s List Award')).toBe('reachable')
    expect(status({ stage: 'continuing', gpa: 3.49 }, 'Dean’s List Award')).toBe('not-reachable')
    expect(status({ stage: 'continuing', gpa: 3.0 }, 'Honour Roll Award')).toBe('reachable')
    expect(status({ stage: 'continuing', gpa: 2.99 }, 'Honour Roll Award')).toBe('not-reachable')
    expect(status({ stage: 'new', gpa: 4 }, 'Honour Roll Award')).toBe('not-reachable')
  })
  it('gives the work-study award only to students working on campus with a GPA of 2.50', () => {
    expect(status({ stage: 'continuing', gpa: 2.5, worksOnCampus: true }, 'Work-Study Award')).toBe('reachable')
    expect(status({ stage: 'continuing', gpa: 2.5 }, 'Work-Study Award')).toBe('not-reachable')
    expect(status({ stage: 'continuing', gpa: 2.4, worksOnCampus: true }, 'Work-Study Award')).toBe('not-reachable')
  })
})

describe('refund bands by week of withdrawal', () => {
  it.each([
    [1, 90],
    [2, 90],
    [3, 60],
    [4, 60],
    [5, 0],
    [16, 0],
  ])('week %i refunds %i%%', (week, percent) => {
    expect(refundBand(week).percent).toBe(percent)
    expect(REFUND_SCHEDULE).toContain(refundBand(week))
  })
  it('refunds that share of the semester’s tuition after discount', () => {
    const e = estimateCost(nursing, choose({ withdrawWeek: 3, children: 2 }))
    expect(e.refund?.semesterTuition).toEqual({ currency: 'J$', amount: 332_500 })
    expect(e.refund?.refund).toEqual({ currency: 'J$', amount: 199_500 })
  })
})

describe('totals', () => {
  it('adds each currency on its own', () => {
    const e = estimateCost(nursing, choose({ residency: 'international', onCampus: true }))
    expect(e.totals).toEqual([
      { currency: 'J$', amount: 700_000 },
      {
        currency: 'US$',
        amount:
          APPLICATION_FEES[0].international.amount +
          INTERNATIONAL_DEPOSIT.deposit.amount +
          RESIDENCE_CHARGES.international.amount,
      },
    ])
  })
  it('says when a programme has no tuition', () => {
    const e = estimateCost({ ...nursing, tuitionLocal: null }, DEFAULT_CHOICES)
    expect(e.lines.some((l) => l.label === 'Tuition for the year')).toBe(false)
    expect(e.notes.join(' ')).toMatch(/no published tuition/)
  })
  it('shows "from" the local yearly tuition, else the international one', () => {
    expect(fromPerYear(nursing)).toEqual({ currency: 'J$', amount: 700_000 })
    expect(fromPerYear({ tuitionLocal: null, tuitionInternational: 100 })).toEqual({ currency: 'US$', amount: 100 })
    expect(fromPerYear({ tuitionLocal: null, tuitionInternational: null })).toBeNull()
  })
})

describe('the query', () => {
  it('reads every choice and writes it back', () => {
    const q =
      '?programme=nursing&residency=international&credits=9&onCampus=1&stage=continuing&children=2&churchMember=1&subjects=3&outstandingCape=1&gpa=3.2&worksOnCampus=1&withdrawWeek=3'
    const { choices, problems } = parseCostQuery(Object.fromEntries(new URLSearchParams(q)))
    expect(problems).toEqual([])
    expect(costQueryString(choices)).toBe(q)
  })
  it('falls back to a default and says so for a malformed value', () => {
    const { choices, problems } = parseCostQuery({ residency: 'mars', credits: 'x', gpa: '9', withdrawWeek: '2.5' })
    expect(choices.residency).toBe('jamaica')
    expect(choices.credits).toBe(DEFAULT_CHOICES.credits)
    expect(choices.gpa).toBeNull()
    expect(choices.withdrawWeek).toBeNull()
    expect(problems.map((p) => p.field)).toEqual(['residency', 'credits', 'gpa', 'withdrawWeek'])
  })
  it('makes a slug of the programme and takes the first of repeated values', () => {
    expect(parseCostQuery({ programme: ['Nursing', 'x'] }).choices.programme).toBe('nursing')
  })
})
