import {
  ACADEMIC_ADVISEMENT_THRESHOLDS,
  ACCREDITATION,
  APPLICATION_FEES,
  APPLICATION_FEE_TERMS,
  CASHIER_HOURS,
  CONTINUING_AWARDS,
  DEANS_LIST,
  DIGITAL_EDUCATION,
  DISCOUNTS,
  DISCOUNT_TERMS,
  ENTRANCE_SCHOLARSHIPS,
  FEE_TERMS,
  FINANCE_SCHEDULE,
  GRADUATE_ADMISSION,
  GRADUATE_GRADING_SCALE,
  GRADUATION_HONOURS,
  HONOUR_ROLL,
  ID_CARD_REPLACEMENT,
  INTERNATIONAL_ADMISSION,
  INTERNATIONAL_DEPOSIT,
  LATE_REGISTRATION_FEE,
  MATURE_AGE_ENTRY,
  NON_DEGREE_STUDENTS,
  PRE_UNIVERSITY,
  PROVISIONAL_ADMISSION,
  QUALITY_POINTS,
  REFUND_SCHEDULE,
  REFUND_TERMS,
  REGALIA_LATE_RETURN_FEE,
  REGISTRATION_RULES,
  SCHOLARSHIP_RANGE,
  TRANSFER_POLICY,
  UNDERGRADUATE_ADMISSION,
  UNDERGRADUATE_GRADING_SCALE,
  formatAmount,
} from './admissions-finance'

const scaleText = (scale: { min: number; max: number; grade: string }[]) =>
  scale.map((b) => `${b.min}-${b.max} ${b.grade}`).join(', ')

describe('fees (spec §9 Fees)', () => {
  it('application fees by level, local and international', () => {
    const [ug, pg, doc] = APPLICATION_FEES
    expect([formatAmount(ug.local), formatAmount(ug.international), formatAmount(ug.westIndiesUnion!)]).toEqual([
      'J$1000',
      'US$55',
      'US$30',
    ])
    expect([formatAmount(pg.local), formatAmount(pg.international)]).toEqual(['J$2,500', 'US$30'])
    expect([formatAmount(doc.local), formatAmount(doc.international)]).toEqual(['J$3,500', 'US$50'])
    expect(APPLICATION_FEE_TERMS).toMatchObject({ oneTime: true, refundable: false })
  })

  it('late registration, regalia, ID card, deposit, fee changes, loans', () => {
    expect(LATE_REGISTRATION_FEE.firstDay.amount).toBe(1000)
    expect(LATE_REGISTRATION_FEE.eachAdditionalDay.amount).toBe(1000)
    expect(LATE_REGISTRATION_FEE.windowWeeks).toBe(2)
    expect(REGALIA_LATE_RETURN_FEE.fee.amount).toBe(500)
    expect(REGALIA_LATE_RETURN_FEE.per).toBe('day')
    expect(ID_CARD_REPLACEMENT).toMatchObject({ refundable: false, firstCardFree: true })
    expect(formatAmount(ID_CARD_REPLACEMENT.fee)).toBe('J$1000')
    expect(formatAmount(INTERNATIONAL_DEPOSIT.deposit)).toBe('US$100')
    expect(INTERNATIONAL_DEPOSIT.refundable).toBe(true)
    expect(FEE_TERMS.changeEffective).toBe('August 1')
    expect(FEE_TERMS.loanRepaymentYearsAfterGraduation).toBe(2)
  })
})

describe('refunds (spec §9 Refunds)', () => {
  it('up to two weeks 90%; two to four weeks 60%; over four weeks none', () => {
    expect(REFUND_SCHEDULE.map((b) => b.period)).toEqual(['Up to two weeks', 'Two to four weeks', 'Over four weeks'])
    expect(REFUND_SCHEDULE.map((b) => b.percent)).toEqual([90, 60, 0])
  })

  it('10% administrative charge in the first two weeks; paid 30 to 45 days after leaving; music lessons', () => {
    expect(REFUND_TERMS.administrativeChargePercent).toBe(10)
    expect(REFUND_TERMS.administrativeChargeWeeks).toBe(2)
    expect(REFUND_TERMS.paymentDays).toEqual({ from: 30, to: 45 })
    expect(REFUND_TERMS.basis).toBe('tuition and lab charges only')
    expect(REFUND_TERMS.musicLessons).toEqual({ afterWeeks: 2, afterLessons: 4 })
  })
})

describe('discounts (spec §9 Discounts)', () => {
  it('5% two family members, 10% three or more children, 10% church members; not retroactive', () => {
    expect(DISCOUNTS.map((d) => d.percent)).toEqual([5, 10, 10])
    expect(DISCOUNTS[0].who).toMatch(/two family members/)
    expect(DISCOUNTS[1].who).toMatch(/three or more children/)
    expect(DISCOUNTS[2].who).toMatch(/Jamaica and the Atlantic Caribbean Union who are church members/)
    expect(DISCOUNT_TERMS.retroactive).toBe(false)
  })
})

describe('hours and schedules (spec §9)', () => {
  it('cashier hours', () => {
    expect(CASHIER_HOURS).toEqual([
      { days: 'Monday to Thursday', hours: '8:15 a.m. to 4:00 p.m.' },
      { days: 'Friday', hours: '8:15 a.m. to 1:00 p.m.' },
    ])
  })
  it('cheque requisition, transfer of credit, orientation, digital education, accreditation, scholarships', () => {
    expect(FINANCE_SCHEDULE.chequeRequisitionDepositDays).toEqual([15, 30])
    expect(FINANCE_SCHEDULE.transferOfCreditMaxDays).toBe(2)
    expect(FINANCE_SCHEDULE.orientationMonths).toEqual(['August', 'January'])
    expect(DIGITAL_EDUCATION.synchronousFraction).toBeCloseTo(1 / 3)
    expect(ACCREDITATION).toMatchObject({ years: 7, effectiveText: 'February 17, 2018', effective: '2018-02-17' })
    expect(SCHOLARSHIP_RANGE.text).toBe('US$500 to JMD$250,000')
    expect(formatAmount(SCHOLARSHIP_RANGE.min)).toBe('US$500')
    expect(formatAmount(SCHOLARSHIP_RANGE.max)).toBe('JMD$250,000')
  })
})

describe('registration (spec §9 Registration, §5)', () => {
  it('adds, drops, finals, summer, online registration, incomplete, grade reports', () => {
    expect(REGISTRATION_RULES.addWindowWeeks).toBe(2)
    expect(REGISTRATION_RULES.withdrawalGrade).toEqual({
      betweenTwoWeeksAndMidSemester: 'W',
      afterMidSemester: ['WP', 'WF'],
    })
    expect(REGISTRATION_RULES.noDropWeeksBeforeFinals).toBe(2)
    expect(REGISTRATION_RULES.summerDayCountsAsWeek).toBe(true)
    expect(REGISTRATION_RULES.onlineRegistrationMinTuitionPaidPercent).toBe(50)
    expect(REGISTRATION_RULES.incompleteMinRequirementsPercent).toBe(75)
    expect(REGISTRATION_RULES.gradeReportErrorWeeks).toBe(2)
  })
})

describe('honours (spec §9 Honours)', () => {
  it("Honour Roll 12 credits 3.0 no grade below C; Dean's List 12 credits 3.50 no grade below B", () => {
    expect(HONOUR_ROLL).toEqual({ credits: 12, minGpa: 3.0, lowestGrade: 'C' })
    expect(DEANS_LIST).toEqual({ credits: 12, minGpa: 3.5, lowestGrade: 'B' })
  })
  it('cum laude 3.50, magna 3.70, summa 3.90', () => {
    expect(GRADUATION_HONOURS.map((h) => `${h.name} ${h.minGpa.toFixed(2)}`)).toEqual([
      'Cum laude 3.50',
      'Magna cum laude 3.70',
      'Summa cum laude 3.90',
    ])
  })
})

describe('grading scales and quality points (spec §9 Grading scales)', () => {
  it('undergraduate scale as the spec writes it', () => {
    expect(scaleText(UNDERGRADUATE_GRADING_SCALE)).toBe(
      '90-100 A, 85-89 A-, 80-84 B+, 75-79 B, 70-74 B-, 65-69 C+, 60-64 C, 55-59 C-, 50-54 D, 0-49 F',
    )
  })
  it('graduate scale as the spec writes it', () => {
    expect(scaleText(GRADUATE_GRADING_SCALE)).toBe(
      '93-100 A, 90-92 A-, 87-89 B+, 84-86 B, 81-83 B-, 78-80 C+, 75-77 C, 72-74 C-, 69-71 D+, 66-68 D, 63-65 D-, 0-62 F',
    )
  })
  it('both scales cover 0-100 without gaps', () => {
    for (const scale of [UNDERGRADUATE_GRADING_SCALE, GRADUATE_GRADING_SCALE]) {
      for (let score = 0; score <= 100; score++)
        expect(scale.filter((b) => score >= b.min && score <= b.max)).toHaveLength(1)
    }
  })
  it('quality points', () => {
    expect(QUALITY_POINTS.map((q) => `${q.grade} ${q.points.toFixed(2)}`).join(', ')).toBe(
      'A 4.00, A- 3.67, B+ 3.33, B 3.00, B- 2.67, C+ 2.33, C 2.00, C- 1.67, D 1.00, E 0.00',
    )
  })
})

describe('admission (spec §5 and §9 Admission policy numbers)', () => {
  it('undergraduate criteria', () => {
    expect(UNDERGRADUATE_ADMISSION).toMatchObject({
      csecPasses: 5,
      gradeThreePassesCounted: 2,
      satI: 1170,
      transferCreditsForSophomore: 32,
      satIIPerSubject: 650,
      actComposite: 26,
    })
    expect(UNDERGRADUATE_ADMISSION.criteria).toHaveLength(4)
  })
  it('graduate GPAs, statement of purpose, documents, alternate entry', () => {
    expect(GRADUATE_ADMISSION.masters).toEqual({
      regular: 3.0,
      provisional: 2.67,
      conditional: { min: 2.55, max: 2.66 },
    })
    expect(GRADUATE_ADMISSION.doctoral).toEqual({ regular: 3.3, provisional: 3.0 })
    expect(GRADUATE_ADMISSION.statementOfPurposeWords).toEqual({ masters: 250, doctoral: 500 })
    expect(GRADUATE_ADMISSION.requiredDocuments).toHaveLength(6)
    expect(GRADUATE_ADMISSION.passportPhotos).toBe(3)
    expect(GRADUATE_ADMISSION.alternateEntry).toMatchObject({ minAgeOver: 25, shortCourseYears: 10 })
  })
  it('transfer, mature age, non-degree, pre-university, international, provisional', () => {
    expect(TRANSFER_POLICY).toMatchObject({
      maxCreditsBachelor: 96,
      maxCreditsAssociateOrDiploma: 32,
      minGrade: 'C',
      provisionalUntilCredits: 16,
      provisionalGpa: 2.5,
      nonApprovedProbationGpa: 2.0,
    })
    expect(MATURE_AGE_ENTRY).toMatchObject({
      minAgeOver: 25,
      maxCreditsPerSemesterFirstYear: 10,
      completeCredits: 20,
      completeGpa: 2.5,
      passMarkPercent: 60,
      sections: 3,
      sittingsPerYearPerCandidate: 1,
    })
    expect(MATURE_AGE_ENTRY.examSittings).toMatch(/last Thursday of May and October/)
    expect(NON_DEGREE_STUDENTS).toEqual({ maxSemesters: 2, maxCreditsPerSemester: 10 })
    expect(PRE_UNIVERSITY.externalPasses).toBe(3)
    expect(PRE_UNIVERSITY.creditsBySubjectsPassed).toEqual([
      { subjects: 3, credits: 0 },
      { subjects: 2, credits: 6 },
      { subjects: 1, credits: 9 },
    ])
    expect(INTERNATIONAL_ADMISSION.passportValidMonths).toBe(6)
    expect(TRANSFER_POLICY.documents[0]).toMatch(/official transcript from every college/)
    expect(PROVISIONAL_ADMISSION.meetCriteriaWithinYears).toBe(1)
  })
  it('academic advisement thresholds', () => {
    expect(ACADEMIC_ADVISEMENT_THRESHOLDS).toMatchObject({ lowerClassGpa: 2.0, seniorGpa: 2.5 })
  })
})

describe('scholarships (spec §2 two tables, §9 range)', () => {
  const all = [...ENTRANCE_SCHOLARSHIPS, ...CONTINUING_AWARDS]
  it('the President’s award asks for ten CSEC/GCE/CAPE subjects at grades 1 and 2 (spec §9)', () => {
    expect(ENTRANCE_SCHOLARSHIPS.find((s) => s.name === 'President’s Award')?.basis).toBe(
      'Ten CSEC/GCE/CAPE subjects at grades 1 and 2',
    )
  })
  it('every amount lies within US$500 to JMD$250,000, and both ends appear', () => {
    const text = all.map((s) => formatAmount(s.amount))
    expect(text).toContain('US$500')
    expect(text).toContain('JMD$250,000')
    for (const s of all) {
      if (s.amount.currency === 'US$') expect(s.amount.amount).toBeGreaterThanOrEqual(500)
      else expect(s.amount.amount).toBeLessThanOrEqual(250000)
    }
  })
})
