import {
  APPLICATION_FEES,
  GRADUATE_ADMISSION,
  INTERNATIONAL_DEPOSIT,
  TRANSFER_POLICY,
  UNDERGRADUATE_ADMISSION,
} from '@/lib/policy/admissions-finance'
import { applicantChecklist, applicantTypesFor, isAdmissionDate, parseApplicant } from './applicant-requirements'

describe('applicant checklists', () => {
  it('offers each kind of programme its own applicant types', () => {
    expect(applicantTypesFor('undergraduate').map((t) => t.value)).toEqual([
      'first-year',
      'transfer',
      'international',
      'mature',
      'non-degree',
    ])
    expect(applicantTypesFor('graduate').map((t) => t.value)).toEqual(['international', 'graduate', 'non-degree'])
    expect(applicantChecklist('graduate', "Master's", 'transfer')).toBeNull()
  })
  it('gives a first-year applicant the undergraduate criteria (any one), documents and the local fee', () => {
    const c = applicantChecklist('undergraduate', "Bachelor's", 'first-year')!
    expect(c.requirements.oneOf).toBe(true)
    expect(c.requirements.lines[0]).toContain('Five GCE/CXC passes')
    expect(c.documents).toEqual(UNDERGRADUATE_ADMISSION.documents)
    expect(c.fees[0].amount).toEqual(APPLICATION_FEES[0].local)
  })
  it('gives a transfer applicant the transfer rules and documents', () => {
    const c = applicantChecklist('undergraduate', "Bachelor's", 'transfer')!
    expect(c.documents).toEqual(TRANSFER_POLICY.documents)
    expect(c.requirements.lines.join(' ')).toContain(
      `${UNDERGRADUATE_ADMISSION.transferCreditsForSophomore} transferable`,
    )
    expect(c.sources[0].href).toBe('/transfer_students')
  })
  it('gives an international applicant the international fee, the deposit, a passport and the steps before travel', () => {
    const c = applicantChecklist('undergraduate', "Bachelor's", 'international')!
    expect(c.fees.map((f) => f.amount)).toEqual([
      APPLICATION_FEES[0].international,
      APPLICATION_FEES[0].westIndiesUnion,
      INTERNATIONAL_DEPOSIT.deposit,
    ])
    expect(c.requirements.lines.at(-1)).toMatch(/passport valid for at least 6 months/)
    expect(c.afterAcceptance.length).toBeGreaterThan(0)
  })
  it('gives a doctoral applicant the doctoral GPA and fee, a master’s applicant the master’s', () => {
    const d = applicantChecklist('graduate', 'Doctoral', 'graduate')!
    expect(d.requirements.lines[0]).toContain('3.30')
    expect(d.fees[0].amount).toEqual(APPLICATION_FEES[2].local)
    expect(d.documents).toEqual(GRADUATE_ADMISSION.requiredDocuments)
    const m = applicantChecklist('graduate', "Master's", 'graduate')!
    expect(m.requirements.lines[0]).toContain('3.00')
    expect(m.fees[0].amount).toEqual(APPLICATION_FEES[1].local)
  })
  it('gives mature and non-degree applicants their limits', () => {
    expect(applicantChecklist('undergraduate', null, 'mature')!.requirements.lines[0]).toBe('Be over 25 years old.')
    expect(applicantChecklist('graduate', "Master's", 'non-degree')!.requirements.lines.join(' ')).toContain(
      'at most 10 credits',
    )
  })
  it('reads an applicant type from the query, or none', () => {
    expect(parseApplicant('transfer')).toBe('transfer')
    expect(parseApplicant(['mature', 'x'])).toBe('mature')
    expect(parseApplicant('wizard')).toBeNull()
    expect(parseApplicant(undefined)).toBeNull()
  })
  it('picks the calendar events an applicant plans by', () => {
    expect(isAdmissionDate('Fall semester registration')).toBe(true)
    expect(isAdmissionDate('Spring semester begins')).toBe(true)
    expect(isAdmissionDate('Good Friday (holiday)')).toBe(false)
  })
})
