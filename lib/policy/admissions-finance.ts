// Admissions, fees, refunds, discounts, registration, grading, honours.
// Static-content spec §5 (admission rules) and §9 (business constants). The admissions, fees, finance and
// records pages render these values; admissions-finance.test.ts checks them against the spec's sentences,
// so each figure is written once.

/** A fee as the pages show it: the amount with its currency as the spec writes it. */
export type Amount = { currency: 'J$' | 'JMD' | 'JMD$' | 'JM$' | 'US$' | 'JA$' | '$'; amount: number }

/** "J$1000", "US$55", "J$2,500": the spec writes four-digit undergraduate amounts without a separator. */
export function formatAmount({ currency, amount }: Amount, { group = amount >= 2000 } = {}): string {
  return `${currency}${group ? amount.toLocaleString('en-US') : String(amount)}`
}

// ───────────────────────────── Fees (§9 "Fees") ─────────────────────────────

export type ApplicationFeeRow = { level: string; local: Amount; international: Amount; westIndiesUnion?: Amount }

/** Registration/application fee by level; one-time and non-refundable. */
export const APPLICATION_FEES: ApplicationFeeRow[] = [
  {
    level: 'Undergraduate',
    local: { currency: 'J$', amount: 1000 },
    international: { currency: 'US$', amount: 55 },
    westIndiesUnion: { currency: 'US$', amount: 30 },
  },
  {
    level: 'Post-graduate diploma / masters',
    local: { currency: 'J$', amount: 2500 },
    international: { currency: 'US$', amount: 30 },
  },
  { level: 'Doctoral', local: { currency: 'J$', amount: 3500 }, international: { currency: 'US$', amount: 50 } },
]

export const APPLICATION_FEE_TERMS = {
  oneTime: true,
  refundable: false,
  statement: 'The registration fee is one-time and non-refundable.',
} as const

export const LATE_REGISTRATION_FEE = {
  firstDay: { currency: '$', amount: 1000 } as Amount,
  eachAdditionalDay: { currency: '$', amount: 1000 } as Amount,
  windowWeeks: 2,
  statement: '$1000 on the first day and $1000 each additional day, up to two weeks after the semester starts',
} as const

export const REGALIA_LATE_RETURN_FEE = { fee: { currency: '$', amount: 500 } as Amount, per: 'day' } as const

export const ID_CARD_REPLACEMENT = {
  fee: { currency: 'J$', amount: 1000 } as Amount,
  refundable: false,
  firstCardFree: true,
  statement: '$1,000 (J$1000, non-refundable); the first card is free',
} as const

export const INTERNATIONAL_DEPOSIT = { deposit: { currency: 'US$', amount: 100 } as Amount, refundable: true } as const

/**
 * Room and meals in a residence hall for an academic year (two semesters), for students from
 * Jamaica and from elsewhere. The spec states no residence charge: these are sample figures an
 * editor replaces (README, departures), shown on /tuitionfees and /campusliving and read by the
 * cost estimate (lib/costs/), so every page shows the same ones.
 */
export const RESIDENCE_CHARGES = {
  local: { currency: 'J$', amount: 420000 } as Amount,
  international: { currency: 'US$', amount: 3200 } as Amount,
  covers: 'a shared room in a residence hall and meals in the cafeteria, for the academic year (two semesters)',
} as const

export const FEE_TERMS = {
  changeEffective: 'August 1',
  statement: 'Fees are subject to change effective August 1.',
  loanRepaymentYearsAfterGraduation: 2,
  loanStatement: 'University loans are repayable within two years after graduation.',
} as const

// ───────────────────────────── Refunds (§9 "Refunds") ─────────────────────────────

/** One band: withdrawals up to and including `upToWeeks` weeks into the semester (null: any later week). */
export type RefundBand = { period: string; percent: number; upToWeeks: number | null }

/** Mid-semester withdrawal refund on tuition and lab fees. */
export const REFUND_SCHEDULE: RefundBand[] = [
  { period: 'Up to two weeks', percent: 90, upToWeeks: 2 },
  { period: 'Two to four weeks', percent: 60, upToWeeks: 4 },
  { period: 'Over four weeks', percent: 0, upToWeeks: null },
]

export const REFUND_TERMS = {
  administrativeChargePercent: 10,
  administrativeChargeWeeks: 2,
  paymentDays: { from: 30, to: 45 },
  basis: 'tuition and lab charges only',
  musicLessons: { afterWeeks: 2, afterLessons: 4 },
} as const

// ───────────────────────────── Discounts (§9 "Discounts") ─────────────────────────────

/**
 * A discount on tuition and what qualifies for it: `children` is how many children one payer pays
 * tuition for (at least, at most); `churchMemberResident` needs a church member who is a permanent
 * resident of Jamaica or the Atlantic Caribbean Union.
 */
export type Discount = {
  name: string
  percent: number
  who: string
  condition: { children: { min: number; max: number | null } } | { churchMemberResident: true }
}

export const DISCOUNTS: Discount[] = [
  {
    name: 'Sibling discount',
    percent: 5,
    who: 'One person pays tuition for two family members (two children)',
    condition: { children: { min: 2, max: 2 } },
  },
  {
    name: 'Family discount',
    percent: 10,
    who: 'One person pays tuition for three or more children',
    condition: { children: { min: 3, max: null } },
  },
  {
    name: 'Church member discount',
    percent: 10,
    who: 'Tuition for permanent residents of Jamaica and the Atlantic Caribbean Union who are church members',
    condition: { churchMemberResident: true },
  },
]

export const DISCOUNT_TERMS = { retroactive: false, statement: 'Discounts are not retroactive.' } as const

// ───────────────────────────── Hours and schedules (§9) ─────────────────────────────

export const CASHIER_HOURS = [
  { days: 'Monday to Thursday', hours: '8:15 a.m. to 4:00 p.m.' },
  { days: 'Friday', hours: '8:15 a.m. to 1:00 p.m.' },
] as const

export const FINANCE_SCHEDULE = {
  chequeRequisitionDepositDays: [15, 30],
  transferOfCreditMaxDays: 2,
  orientationMonths: ['August', 'January'],
} as const

export const DIGITAL_EDUCATION = { synchronousShare: 'One third', synchronousFraction: 1 / 3 } as const

export const ACCREDITATION = {
  years: 7,
  yearsWord: 'seven',
  effective: '2018-02-17',
  effectiveText: 'February 17, 2018',
} as const

export const SCHOLARSHIP_RANGE = {
  min: { currency: 'US$', amount: 500 } as Amount,
  max: { currency: 'JMD$', amount: 250000 } as Amount,
  text: 'US$500 to JMD$250,000',
} as const

// ───────────────────────────── Registration (§9, §5) ─────────────────────────────

export const REGISTRATION_RULES = {
  addWindowWeeks: 2,
  withdrawalGrade: { betweenTwoWeeksAndMidSemester: 'W', afterMidSemester: ['WP', 'WF'] },
  noDropWeeksBeforeFinals: 2,
  summerDayCountsAsWeek: true,
  onlineRegistrationMinTuitionPaidPercent: 50,
  incompleteMinRequirementsPercent: 75,
  gradeReportErrorWeeks: 2,
  statements: [
    'Courses may be added only within the first two weeks of the semester.',
    'A course dropped between two weeks and mid-semester receives a W; after mid-semester it receives WP or WF.',
    'No course may be dropped later than two weeks before final examinations.',
    'In summer sessions, one day counts as one week.',
  ],
} as const

// ───────────────────────────── Honours (§9) ─────────────────────────────

export const HONOUR_ROLL = { credits: 12, minGpa: 3.0, lowestGrade: 'C' } as const
export const DEANS_LIST = { credits: 12, minGpa: 3.5, lowestGrade: 'B' } as const

/**
 * A full-time load: the semester credits the honours count as full time; a programme's yearly
 * tuition is for this load over two semesters, and the cost estimate charges a part-time load pro rata.
 */
export const FULL_TIME_LOAD = { creditsPerSemester: HONOUR_ROLL.credits, semestersPerYear: 2 } as const
export const GRADUATION_HONOURS = [
  { name: 'Cum laude', minGpa: 3.5 },
  { name: 'Magna cum laude', minGpa: 3.7 },
  { name: 'Summa cum laude', minGpa: 3.9 },
] as const

// ───────────────────────────── Grading (§9) ─────────────────────────────

export type GradeBand = { min: number; max: number; grade: string }

export const UNDERGRADUATE_GRADING_SCALE: GradeBand[] = [
  { min: 90, max: 100, grade: 'A' },
  { min: 85, max: 89, grade: 'A-' },
  { min: 80, max: 84, grade: 'B+' },
  { min: 75, max: 79, grade: 'B' },
  { min: 70, max: 74, grade: 'B-' },
  { min: 65, max: 69, grade: 'C+' },
  { min: 60, max: 64, grade: 'C' },
  { min: 55, max: 59, grade: 'C-' },
  { min: 50, max: 54, grade: 'D' },
  { min: 0, max: 49, grade: 'F' },
]

export const GRADUATE_GRADING_SCALE: GradeBand[] = [
  { min: 93, max: 100, grade: 'A' },
  { min: 90, max: 92, grade: 'A-' },
  { min: 87, max: 89, grade: 'B+' },
  { min: 84, max: 86, grade: 'B' },
  { min: 81, max: 83, grade: 'B-' },
  { min: 78, max: 80, grade: 'C+' },
  { min: 75, max: 77, grade: 'C' },
  { min: 72, max: 74, grade: 'C-' },
  { min: 69, max: 71, grade: 'D+' },
  { min: 66, max: 68, grade: 'D' },
  { min: 63, max: 65, grade: 'D-' },
  { min: 0, max: 62, grade: 'F' },
]

export const QUALITY_POINTS: { grade: string; points: number }[] = [
  { grade: 'A', points: 4.0 },
  { grade: 'A-', points: 3.67 },
  { grade: 'B+', points: 3.33 },
  { grade: 'B', points: 3.0 },
  { grade: 'B-', points: 2.67 },
  { grade: 'C+', points: 2.33 },
  { grade: 'C', points: 2.0 },
  { grade: 'C-', points: 1.67 },
  { grade: 'D', points: 1.0 },
  { grade: 'E', points: 0.0 },
]

/** "3.00", "3.67": quality points and GPAs as the pages print them. */
export const fixed2 = (n: number) => n.toFixed(2)

// ───────────────────────────── Admission (§5, §9 "Admission policy numbers") ─────────────────────────────

export const UNDERGRADUATE_ADMISSION = {
  criteria: [
    'Five GCE/CXC passes at level III / grade C or equivalent, including English Language (only two grade 3 passes count)',
    'Four such passes plus one secondary school certificate pass (national assessment range 5), including English',
    'SAT I score of at least 1170, for applicants from outside the English-speaking Caribbean',
    'Transfer with at least 32 transferable semester credits (sophomore standing; fewer credits means freshman standing)',
  ],
  csecPasses: 5,
  gradeThreePassesCounted: 2,
  satI: 1170,
  transferCreditsForSophomore: 32,
  satIIPerSubject: 650,
  actComposite: 26,
  /** What a first-year application needs; an application is reviewed only when all of it has arrived. */
  documents: [
    'The completed application form',
    'Your CSEC/GCE certificates or school transcripts',
    'A passport-size photograph',
    'Proof of payment of the application fee',
  ],
  additional: [
    'SAT II: 650 per subject for science programmes',
    'A three-year diploma or an associate degree (not for associate degree applicants)',
    'ACT composite score of 26',
  ],
} as const

export const GRADUATE_ADMISSION = {
  masters: { regular: 3.0, provisional: 2.67, conditional: { min: 2.55, max: 2.66 } },
  doctoral: { regular: 3.3, provisional: 3.0 },
  statementOfPurposeWords: { masters: 250, doctoral: 500 },
  requiredDocuments: [
    'Completed application form',
    'References',
    'Official transcript or alternate entry pass',
    'Notarized copy of degree',
    'Three passport-size photographs',
    'Proof of payment of the application fee',
  ],
  passportPhotos: 3,
  alternateEntry: {
    minAgeOver: 25,
    shortCourseYears: 10,
    criteria: [
      'Be over 25 years old',
      'Pass the English and mathematics examination',
      'Hold short-course certificates earned within the last ten years',
    ],
    doctoralAlternative: 'Doctoral applicants may instead hold a bachelor’s degree.',
  },
} as const

export const TRANSFER_POLICY = {
  documents: [
    'An official transcript from every college or university attended, sent directly by the institution',
    'Course descriptions or a bulletin for the courses you want evaluated',
    'The application form and fee',
  ],
  maxCreditsBachelor: 96,
  maxCreditsAssociateOrDiploma: 32,
  minGrade: 'C',
  provisionalUntilCredits: 16,
  provisionalGpa: 2.5,
  nonApprovedProbationGpa: 2.0,
} as const

export const MATURE_AGE_ENTRY = {
  minAgeOver: 25,
  maxCreditsPerSemesterFirstYear: 10,
  completeCredits: 20,
  completeGpa: 2.5,
  passMarkPercent: 60,
  sections: 3,
  examSittings: 'twice a year (last Thursday of May and October)',
  sittingsPerYearPerCandidate: 1,
} as const

export const NON_DEGREE_STUDENTS = { maxSemesters: 2, maxCreditsPerSemester: 10 } as const

export const PRE_UNIVERSITY = {
  externalPasses: 3,
  minGrade: 'C',
  creditsBySubjectsPassed: [
    { subjects: 3, credits: 0 },
    { subjects: 2, credits: 6 },
    { subjects: 1, credits: 9 },
  ],
} as const

export const INTERNATIONAL_ADMISSION = {
  passportValidMonths: 6,
  depositUs: 100,
  beforeYouTravel: [
    'Receive your letter of acceptance and pay your deposit.',
    'Apply for a student visa where your nationality requires one.',
    'Complete the medical and physical examination forms.',
    'Arrange your arrival for orientation, held each August and January.',
  ],
} as const
export const PROVISIONAL_ADMISSION = { meetCriteriaWithinYears: 1 } as const
export const ADMISSION_STATUSES = ['Regular', 'Provisional', 'Conditional', 'Non-degree special student'] as const

// ───────────────────────────── Student finance eligibility (§5) ─────────────────────────────

export const ACADEMIC_ADVISEMENT_THRESHOLDS = {
  lowerClassGpa: 2.0,
  seniorGpa: 2.5,
  statement:
    'Freshmen, sophomores and juniors with a GPA below 2.0 and seniors below 2.5 are placed on academic advisement; their accounts are blocked until the holds are removed.',
} as const

export const CHEQUE_REQUISITION = {
  eligible: 'Students whose tuition is paid by sponsors',
  notEligible:
    'Loan, government programme and national youth service beneficiaries are not eligible unless they have other funds.',
  depositDays: FINANCE_SCHEDULE.chequeRequisitionDepositDays,
} as const

// ───────────────────────────── Scholarships (§2 page details, §9 range) ─────────────────────────────

/**
 * What a scholarship asks, as the cost estimate checks it: CSEC/GCE/CAPE subjects at grades 1 and 2
 * (at least `subjects`), outstanding CAPE results, being a new international (first-year) student,
 * a grade point average, or a condition the estimate cannot check (`other`, named in `basis`).
 */
export type ScholarshipRule =
  | { subjectsAtGrades1And2: number }
  | { outstandingCape: true }
  | { newInternational: true; firstYearOnly: boolean }
  | { minGpa: number; worksOnCampus?: true }
  | { other: true }

export type ScholarshipRow = { name: string; amount: Amount; basis: string; rule: ScholarshipRule }

/** Entrance scholarships for new students (names are sample names an editor replaces). */
export const ENTRANCE_SCHOLARSHIPS: ScholarshipRow[] = [
  {
    name: 'President’s Award',
    amount: { currency: 'JMD$', amount: 250000 },
    basis: 'Ten CSEC/GCE/CAPE subjects at grades 1 and 2',
    rule: { subjectsAtGrades1And2: 10 },
  },
  {
    name: 'Academic Excellence Scholarship',
    amount: { currency: 'JMD$', amount: 150000 },
    basis: 'Eight or more CSEC subjects at grades 1 and 2',
    rule: { subjectsAtGrades1And2: 8 },
  },
  {
    name: 'Chancellor’s Entrance Scholarship',
    amount: { currency: 'JMD$', amount: 100000 },
    basis: 'Outstanding CAPE results',
    rule: { outstandingCape: true },
  },
  {
    name: 'Caribbean Union Scholarship',
    amount: { currency: 'US$', amount: 1000 },
    basis: 'International freshmen with a strong academic record',
    rule: { newInternational: true, firstYearOnly: true },
  },
  {
    name: 'International Student Award',
    amount: { currency: 'US$', amount: 500 },
    basis: 'New international students in good standing',
    rule: { newInternational: true, firstYearOnly: false },
  },
]

/** Awards for continuing students. */
export const CONTINUING_AWARDS: ScholarshipRow[] = [
  {
    name: 'Dean’s List Award',
    amount: { currency: 'JMD$', amount: 75000 },
    basis: 'Dean’s List in the previous two semesters',
    rule: { minGpa: DEANS_LIST.minGpa },
  },
  {
    name: 'Honour Roll Award',
    amount: { currency: 'JMD$', amount: 50000 },
    basis: 'Honour Roll in the previous semester',
    rule: { minGpa: HONOUR_ROLL.minGpa },
  },
  {
    name: 'Work-Study Award',
    amount: { currency: 'JMD$', amount: 60000 },
    basis: 'Students working on campus with a GPA of 2.50 or more',
    rule: { minGpa: 2.5, worksOnCampus: true },
  },
  {
    name: 'Literature Evangelist Scholarship',
    amount: { currency: 'JMD$', amount: 120000 },
    basis: 'Students who complete a summer of canvassing',
    rule: { other: true },
  },
  {
    name: 'Alumni Association Grant',
    amount: { currency: 'US$', amount: 750 },
    basis: 'Children of alumni with financial need',
    rule: { other: true },
  },
]
