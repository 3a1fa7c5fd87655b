// Hours, computer labs, mentorship, safety, health and other student-service figures.
// Static-content spec §5 and §9. The student-life and service pages render these values; the test beside
// this file checks them against the spec's own sentences, so a figure is written once.

/** A weekly opening time, already worded the way the page shows it. */
export type OpeningSlot = { days: string; hours: string }

/** University Information Systems computer labs (spec §9 "Computer labs", §5 ID card rule). */
export const COMPUTER_LAB_POLICY = {
  idCardRequired: true,
  printCredit: {
    regularPages: 250,
    regularAmount: 1250,
    moduleAmount: 625,
    perPageOneSided: 5,
    perPageTwoSided: 10,
    erasedAtSemesterEnd: true,
  },
  /** Session limit while the labs are in heavy use. */
  heavyUseSessionHours: 2,
  dailyMaximumHours: 3,
  extraHoursAllowed: 2,
  chapelClosure: { days: 'Monday and Thursday', hours: '2:00-3:30 PM' },
  hours: [
    { days: 'Sunday', hours: '10:00 AM - 7:00 PM' },
    { days: 'Monday - Thursday', hours: '8:00 AM - 10:00 PM' },
    { days: 'Friday', hours: '8:00 AM - 1:30 PM' },
    { days: 'Saturday', hours: 'Closed' },
  ] satisfies OpeningSlot[],
} as const

/** Student Transition & Empowerment Programme (mentorship, spec §9 "Mentorship", §5 volunteers). */
export const MENTORSHIP_POLICY = {
  volunteersTargeted: 200,
  firstYearCoveragePercent: 100,
  minimumGpa: 3.0,
  eligibleYears: 'second- to final-year students',
  payPerHour: 200,
  payCurrency: 'JA$',
  payCredited: 'monthly to the student account',
  smallGroupSessionsPerSemester: 3,
  groupSessionsPerMonth: 1,
} as const

/** Health and wellness centre: the doctor's walk-in clinic (spec §9 "Hours and schedules"). */
export const HEALTH_SERVICE_HOURS = {
  doctorWalkIn: [
    { days: 'Monday', hours: '9:00 a.m. - 12:00 noon' },
    { days: 'Tuesday and Thursday', hours: '9:00 a.m. - 3:00 p.m.' },
  ] satisfies OpeningSlot[],
  gynaecology: 'By appointment, about once a month',
} as const

/** Public safety (spec §2 page details). */
export const PUBLIC_SAFETY_POLICY = {
  emergencyExtension: '5555',
} as const

/** International students office (spec §2 page details, §5 visa rule, §9 fees). */
export const INTERNATIONAL_STUDENT_POLICY = {
  approximateStudents: 160,
  countries: 30,
  associationMeets: 'every other Tuesday at 2:00 pm',
  visaExtension: {
    fee: 10000,
    currency: 'JM$',
    passportValidMonths: 6,
    requirements: [
      'A passport valid for at least 6 months',
      'A registration letter from the university',
      'The completed visa extension form',
      'The processing fee of JM$10,000',
    ],
  },
} as const

/** Intercollegiate sports (spec §2 page details, §5 player eligibility). */
export const INTERCOLLEGIATE_SPORTS = {
  minimumGpa: 2.5,
  eligibility: ['Be currently registered', 'Have a proper disciplinary record', 'Have a GPA of 2.5 or more'],
  sports: [
    { name: 'Basketball', trophies: 1 },
    { name: 'Football', trophies: 1 },
    { name: 'Cricket', trophies: 1 },
    { name: 'Badminton', trophies: 1 },
    { name: 'Netball', trophies: 1 },
    { name: 'Volleyball', trophies: 1 },
  ],
  sliderSports: ['Netball', 'Basketball', 'Football', 'Badminton', 'Cricket'],
} as const

/** Dental hygiene clinic and fitness centre (spec §9 "Other"). */
export const DENTAL_CLINIC_POLICY = { outreachProjectsPerSemester: 2 } as const
export const FITNESS_CENTRE_POLICY = { appraisalMinutes: 30, appraisalWording: 'about half an hour' } as const

/** Offices (spec §9 "Hours and schedules"). */
export const OFFICE_FRIDAY_CLOSING = { time: '1:30 p.m.', exception: 'the media office' } as const

/** Alumni (static spec §1, site spec §9). */
export const ALUMNI_POLICY = {
  countClaim: '40,000+',
  membership: 'free and automatic on completing any degree',
} as const

/** Student engagement (spec §2 page details). */
export const STUDENT_ENGAGEMENT = {
  clubCategories: ['Academic', 'Spiritual', 'Social', 'Sporting'],
  sportsDayHouses: 4,
} as const

/** "$1250" / "$10,000": the spec writes amounts under 10,000 without a separator. */
export function money(amount: number, symbol = '$'): string {
  const digits = amount >= 10000 ? amount.toLocaleString('en-US') : String(amount)
  return `${symbol}${digits}`
}
