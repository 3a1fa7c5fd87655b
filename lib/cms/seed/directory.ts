import { CASHIER_HOURS } from '@/lib/policy/admissions-finance'
import { COMPUTER_LAB_POLICY, OFFICE_FRIDAY_CLOSING } from '@/lib/policy/student-services'
import type { SeedContext } from './context'
import { SEED_EMAILS } from './settings'

/** The department directory (/searchDepartment) and office hours (/openinghours). */

const DIRECTORY: [string, string, string][] = [
  ['Academic Administration', 'Academic policy, faculty matters and programme approval', '1101'],
  ['Academic Advisement', 'Choosing courses, degree plans and change of major', '1120'],
  ['Accounts Payable', 'Supplier invoices and payments', '1315'],
  ['Accounts Receivable', 'Student accounts, fee statements and payment plans', '1310'],
  ['Admissions Office', 'Applications, acceptance letters and entry requirements', '1200'],
  ['Alumni Relations', 'Alumni records, reunions and homecoming', '1450'],
  ['Bookstore', 'Textbooks, stationery and university merchandise', '1620'],
  ['Campus Ministries', 'Chaplaincy, worship services and spiritual counselling', '1500'],
  ['Cafeteria', 'Meal plans, catering and dining hours', '1630'],
  ['Career and Employment Services', 'Internships, job placement and career fairs', '1470'],
  ['College of Business and Hospitality Management', 'Business programmes and admissions to the college', '2100'],
  ['College of Education and Leadership', 'Teacher education and practicum placement', '2200'],
  ['College of Humanities, Behavioural and Social Sciences', 'Humanities and social science programmes', '2300'],
  ['College of Natural and Applied Sciences', 'Science, computing, nursing and allied health programmes', '2400'],
  ['Corporate Communications and Marketing', 'Media enquiries, publicity and the website', '1410'],
  ['Counselling and Psychological Services', 'Confidential counselling and referrals', '1530'],
  ['Dental Hygiene Clinic', 'Appointments for cleaning and dental screening', '2460'],
  ['Digital Education', 'Online courses and the learning platform', '1720'],
  ['Distance Education', 'Extension campuses and evening classes', '1730'],
  ['Facilities Management', 'Maintenance requests, grounds and transport', '1650'],
  ['Financial Aid', 'Grants, loans and work-study', '1330'],
  ['Fitness Centre', 'Membership, fitness appraisals and gym hours', '1660'],
  ['Graduate Studies and Research', 'Graduate admission, theses and research grants', '1140'],
  ['Health Services', 'Clinic visits, medicals and immunisation records', '1540'],
  ['Human Resources', 'Employment, staff benefits and job applications', '1350'],
  ['International Student Services', 'Visas, student permits and orientation for international students', '1230'],
  ['Library', 'Borrowing, research help and inter-library loans', '1800'],
  ['Men’s Residence Hall', 'Room assignments and residence life for men', '1560'],
  ['Office of the President', 'Appointments with the president and official correspondence', '1001'],
  ['Public Safety and Security', 'Gate passes, parking, lost and found; emergencies ext. 5555', '5555'],
  ['Records Office', 'Transcripts, enrolment letters and graduation clearance', '1150'],
  ['Residence Life (Women, first year)', 'Room assignments and residence life for first-year women', '1570'],
  ['Residence Life (Women, upper years)', 'Room assignments for second- to fourth-year women', '1575'],
  ['School of Religion and Theology', 'Theology programmes and ministerial training', '2500'],
  ['Scholarships and Student Aid', 'Named scholarships and applications', '1335'],
  ['Student Development', 'Student activities, clubs and student government', '1510'],
  ['Student Engagement and Retention', 'Mentorship programme and first-year support', '1520'],
  ['Student Finance', 'Clearance, payment procedures and refunds', '1320'],
  ['University Foundation', 'Giving, donations and fundraising campaigns', '1460'],
  ['University Information Systems', 'Help desk, ID cards, e-mail and computer labs', '1900'],
]

/** An office's Monday-to-Thursday day; its Friday ends at the university's rule (spec §9), and some open on Sunday. */
type OfficeDay = { opens: string; closes: string; sunday?: string }

/** Worded as the spec words the cashier's hours, so every row of the table reads alike. */
const slots = (week: readonly { days: string; hours: string }[]) =>
  week.map((slot) => `${slot.days} ${slot.hours}`).join('; ')

/** An office's week: Monday to Thursday as given, Friday to OFFICE_FRIDAY_CLOSING, closed on the Sabbath. */
export function officeWeek({ opens, closes, sunday }: OfficeDay): string {
  return slots([
    ...(sunday ? [{ days: 'Sunday', hours: sunday }] : []),
    { days: 'Monday to Thursday', hours: `${opens} to ${closes}` },
    { days: 'Friday', hours: `${opens} to ${OFFICE_FRIDAY_CLOSING.time}` },
  ])
}

/**
 * /openinghours. Every office follows the Friday rule (officeWeek); what the spec gives its own
 * hours (the cashier, the computer labs) or names as the exception (the media office) shows those,
 * from the same constants the pages about them use.
 */
export const OFFICE_HOURS: [department: string, extension: string, hours: string][] = [
  ['Academic Advisement', '1120', officeWeek({ opens: '8:30 a.m.', closes: '5:00 p.m.' })],
  ['Accounts Receivable', '1310', officeWeek({ opens: '8:30 a.m.', closes: '4:00 p.m.' })],
  ['Admissions Office', '1200', officeWeek({ opens: '8:00 a.m.', closes: '5:00 p.m.' })],
  ['Bookstore', '1620', officeWeek({ opens: '9:00 a.m.', closes: '6:00 p.m.' })],
  [
    'Cafeteria',
    '1630',
    officeWeek({ opens: '6:30 a.m.', closes: '7:00 p.m.', sunday: '6:30 a.m. to 7:00 p.m.' }) +
      '; Sabbath lunch 12:30 p.m. to 2:00 p.m.',
  ],
  ['Cashier (Student Finance)', '1320', slots(CASHIER_HOURS)],
  ['Computer labs', '1900', slots(COMPUTER_LAB_POLICY.hours)],
  ['Corporate Communications and Marketing (media office)', '1410', 'Monday to Friday 8:30 a.m. to 5:00 p.m.'],
  ['Counselling and Psychological Services', '1530', officeWeek({ opens: '9:00 a.m.', closes: '5:00 p.m.' })],
  ['Dental Hygiene Clinic', '2460', officeWeek({ opens: '9:00 a.m.', closes: '4:00 p.m.' })],
  ['Financial Aid', '1330', officeWeek({ opens: '8:30 a.m.', closes: '4:30 p.m.' })],
  ['Fitness Centre', '1660', officeWeek({ opens: '6:00 a.m.', closes: '9:00 p.m.', sunday: '6:00 a.m. to 9:00 p.m.' })],
  [
    'Health Services',
    '1540',
    officeWeek({ opens: '8:00 a.m.', closes: '8:00 p.m.', sunday: '8:00 a.m. to 8:00 p.m.' }),
  ],
  ['Library', '1800', officeWeek({ opens: '8:00 a.m.', closes: '10:00 p.m.', sunday: '10:00 a.m. to 10:00 p.m.' })],
  ['Public Safety and Security', '5555', 'Open every day, 24 hours'],
  ['Records Office', '1150', officeWeek({ opens: '8:30 a.m.', closes: '4:30 p.m.' })],
  ['Student Finance', '1320', officeWeek({ opens: '8:30 a.m.', closes: '4:00 p.m.' })],
  ['University Information Systems help desk', '1900', officeWeek({ opens: '8:00 a.m.', closes: '8:00 p.m.' })],
]

/** Offices whose address Site settings also gives: one address each, wherever it is shown. */
const SETTINGS_EMAILS: Record<string, string> = {
  'Admissions Office': SEED_EMAILS.admissions,
  'Student Engagement and Retention': SEED_EMAILS.mentorship,
}

export async function seedDirectory(ctx: SeedContext) {
  for (const [name, matters, extension] of DIRECTORY) {
    const local = name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.|\.$/g, '')
      .split('.')
      .filter((w) => !['and', 'of', 'the', 's'].includes(w))
      .slice(0, 3)
      .join('.')
    await ctx.upsert(
      'directory-entries',
      { name: { equals: name } },
      { name, matters, extension, email: SETTINGS_EMAILS[name] ?? `${local}@example.edu` },
    )
  }
  for (const [department, extension, hours] of OFFICE_HOURS) {
    await ctx.upsert('office-hours', { department: { equals: department } }, { department, extension, hours })
  }
}
