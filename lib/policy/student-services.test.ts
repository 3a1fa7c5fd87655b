import {
  ALUMNI_POLICY,
  COMPUTER_LAB_POLICY,
  DENTAL_CLINIC_POLICY,
  FITNESS_CENTRE_POLICY,
  HEALTH_SERVICE_HOURS,
  INTERCOLLEGIATE_SPORTS,
  INTERNATIONAL_STUDENT_POLICY,
  MENTORSHIP_POLICY,
  OFFICE_FRIDAY_CLOSING,
  PUBLIC_SAFETY_POLICY,
  STUDENT_ENGAGEMENT,
  money,
} from './student-services'

describe('computer labs (spec §9)', () => {
  it('print credit: 250 pages or $1250 per regular student, $625 for module students, $5/$10 per page', () => {
    const p = COMPUTER_LAB_POLICY.printCredit
    expect(`${p.regularPages} pages or ${money(p.regularAmount)}`).toBe('250 pages or $1250')
    expect(money(p.moduleAmount)).toBe('$625')
    expect(p.regularAmount / p.regularPages).toBe(p.perPageOneSided)
    expect([money(p.perPageOneSided), money(p.perPageTwoSided)]).toEqual(['$5', '$10'])
    expect(p.erasedAtSemesterEnd).toBe(true)
  })
  it('time limits and chapel closure', () => {
    expect(COMPUTER_LAB_POLICY.heavyUseSessionHours).toBe(2)
    expect(COMPUTER_LAB_POLICY.dailyMaximumHours).toBe(3)
    expect(COMPUTER_LAB_POLICY.extraHoursAllowed).toBe(2)
    expect(`${COMPUTER_LAB_POLICY.chapelClosure.days} ${COMPUTER_LAB_POLICY.chapelClosure.hours}`).toBe(
      'Monday and Thursday 2:00-3:30 PM',
    )
  })
  it('hours: Sunday 10-7; Monday-Thursday 8 AM-10 PM; Friday 8 AM-1:30 PM; closed Saturday', () => {
    expect(COMPUTER_LAB_POLICY.hours).toEqual([
      { days: 'Sunday', hours: '10:00 AM - 7:00 PM' },
      { days: 'Monday - Thursday', hours: '8:00 AM - 10:00 PM' },
      { days: 'Friday', hours: '8:00 AM - 1:30 PM' },
      { days: 'Saturday', hours: 'Closed' },
    ])
    expect(COMPUTER_LAB_POLICY.idCardRequired).toBe(true)
  })
})

describe('mentorship (spec §9, §5)', () => {
  it('states the programme numbers', () => {
    expect(MENTORSHIP_POLICY.volunteersTargeted).toBe(200)
    expect(MENTORSHIP_POLICY.firstYearCoveragePercent).toBe(100)
    expect(MENTORSHIP_POLICY.minimumGpa.toFixed(1)).toBe('3.0')
    expect(money(MENTORSHIP_POLICY.payPerHour, MENTORSHIP_POLICY.payCurrency)).toBe('JA$200')
    expect(MENTORSHIP_POLICY.payCredited).toBe('monthly to the student account')
    expect(MENTORSHIP_POLICY.smallGroupSessionsPerSemester).toBe(3)
    expect(MENTORSHIP_POLICY.groupSessionsPerMonth).toBe(1)
  })
})

describe('health, safety, international, sports and other services', () => {
  it('doctor walk-in: Monday 9:00-12:00; Tuesday and Thursday 9:00-15:00', () => {
    expect(HEALTH_SERVICE_HOURS.doctorWalkIn.map((s) => s.days)).toEqual(['Monday', 'Tuesday and Thursday'])
    expect(HEALTH_SERVICE_HOURS.doctorWalkIn[0].hours).toMatch(/^9:00 a\.m\. - 12:00/)
    expect(HEALTH_SERVICE_HOURS.doctorWalkIn[1].hours).toBe('9:00 a.m. - 3:00 p.m.')
    expect(HEALTH_SERVICE_HOURS.gynaecology).toMatch(/appointment, about once a month/)
  })
  it('public safety emergency extension 5555', () => {
    expect(PUBLIC_SAFETY_POLICY.emergencyExtension).toBe('5555')
  })
  it('international: about 160 students from 30 countries; every other Tuesday at 2:00 pm; visa JM$10,000', () => {
    expect(INTERNATIONAL_STUDENT_POLICY.approximateStudents).toBe(160)
    expect(INTERNATIONAL_STUDENT_POLICY.countries).toBe(30)
    expect(INTERNATIONAL_STUDENT_POLICY.associationMeets).toBe('every other Tuesday at 2:00 pm')
    const visa = INTERNATIONAL_STUDENT_POLICY.visaExtension
    expect(money(visa.fee, visa.currency)).toBe('JM$10,000')
    expect(visa.passportValidMonths).toBe(6)
    expect(visa.requirements.join(' ')).toMatch(/registration letter.*form.*JM\$10,000/)
  })
  it('intercollegiate: six sports with one trophy each; players need GPA 2.5', () => {
    expect(INTERCOLLEGIATE_SPORTS.sports.map((s) => s.name)).toEqual([
      'Basketball',
      'Football',
      'Cricket',
      'Badminton',
      'Netball',
      'Volleyball',
    ])
    expect(INTERCOLLEGIATE_SPORTS.sports.every((s) => s.trophies === 1)).toBe(true)
    expect(INTERCOLLEGIATE_SPORTS.sliderSports).toEqual(['Netball', 'Basketball', 'Football', 'Badminton', 'Cricket'])
    expect(INTERCOLLEGIATE_SPORTS.minimumGpa).toBe(2.5)
  })
  it('dental outreach, fitness appraisal, Friday closing, alumni, engagement', () => {
    expect(DENTAL_CLINIC_POLICY.outreachProjectsPerSemester).toBe(2)
    expect(FITNESS_CENTRE_POLICY.appraisalWording).toBe('about half an hour')
    expect(OFFICE_FRIDAY_CLOSING).toEqual({ time: '1:30 p.m.', exception: 'the media office' })
    expect(ALUMNI_POLICY.countClaim).toBe('40,000+')
    expect(ALUMNI_POLICY.membership).toBe('free and automatic on completing any degree')
    expect(STUDENT_ENGAGEMENT.clubCategories).toEqual(['Academic', 'Spiritual', 'Social', 'Sporting'])
    expect(STUDENT_ENGAGEMENT.sportsDayHouses).toBe(4)
  })
})
