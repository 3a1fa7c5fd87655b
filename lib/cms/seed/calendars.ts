import { addDays, currentMonth, dateKey, daysInMonth } from '../../calendar/month'
import type { SeedContext } from './context'

/** Calendar events, yearly calendar downloads, directory, office hours and keyword groups. */

type SeedEvent = { name: string; date: string; endDate?: string; description?: string }

/** A stored date for a `YYYY-MM-DD` day: noon UTC is 07:00 in Jamaica, the same calendar day. */
const stored = (key: string) => `${key}T12:00:00.000Z`

/** The nth weekday (0 = Sunday) of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay()
    return dateKey(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7)
  }
  const last = daysInMonth({ year, month })
  const lastWeekday = new Date(Date.UTC(year, month - 1, last)).getUTCDay()
  return dateKey(year, month, last - ((lastWeekday - weekday + 7) % 7))
}

/** Easter Sunday (Gregorian, anonymous algorithm). */
function easter(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return dateKey(year, month, day)
}

function academicEvents(y: number): SeedEvent[] {
  const n = y + 1
  const d = (year: number, month: number, day: number) => dateKey(year, month, day)
  const mon = (year: number, month: number, k: number) => nthWeekday(year, month, 1, k)
  const fallStart = mon(y, 8, -1)
  const springStart = mon(n, 1, 2)
  const goodFriday = addDays(easter(n), -2)
  return [
    { name: 'Emancipation Day (holiday)', date: d(y, 8, 1) },
    { name: 'Independence Day (holiday)', date: d(y, 8, 6) },
    { name: 'Faculty and staff colloquium', date: mon(y, 8, 2), endDate: addDays(mon(y, 8, 2), 4) },
    { name: 'New student orientation', date: addDays(fallStart, -7), endDate: addDays(fallStart, -5) },
    { name: 'Fall semester registration', date: addDays(fallStart, -4), endDate: addDays(fallStart, -1), description: 'Returning and new students register online or at the Records office.' },
    { name: 'Fall semester begins', date: fallStart, description: 'First day of classes for the fall semester.' },
    { name: 'Last day to add or drop a course (fall)', date: addDays(fallStart, 11) },
    { name: 'Mid-semester examinations (fall)', date: mon(y, 10, 2), endDate: addDays(mon(y, 10, 2), 4) },
    { name: 'National Heroes Day (holiday)', date: mon(y, 10, 3) },
    { name: 'Last day to withdraw from a course (fall)', date: mon(y, 11, 2) },
    { name: 'Spring semester pre-registration', date: mon(y, 11, 3), endDate: addDays(mon(y, 11, 3), 11) },
    { name: 'Final examinations (fall)', date: mon(y, 12, 1), endDate: addDays(mon(y, 12, 1), 4) },
    { name: 'Fall semester ends', date: addDays(mon(y, 12, 1), 4) },
    { name: 'Christmas Day (holiday)', date: d(y, 12, 25) },
    { name: 'Boxing Day (holiday)', date: d(y, 12, 26) },
    { name: "New Year's Day (holiday)", date: d(n, 1, 1) },
    { name: 'Spring semester registration', date: addDays(springStart, -7), endDate: addDays(springStart, -3) },
    { name: 'Spring semester begins', date: springStart, description: 'First day of classes for the spring semester.' },
    { name: 'Last day to add or drop a course (spring)', date: addDays(springStart, 11) },
    { name: 'Mid-semester examinations (spring)', date: mon(n, 3, 1), endDate: addDays(mon(n, 3, 1), 4) },
    { name: 'Ash Wednesday (holiday)', date: addDays(easter(n), -46) },
    { name: 'Good Friday (holiday)', date: goodFriday },
    { name: 'Easter Monday (holiday)', date: addDays(easter(n), 1) },
    { name: 'Final examinations (spring)', date: mon(n, 4, -1), endDate: addDays(mon(n, 4, -1), 4) },
    { name: 'Graduation weekend', date: addDays(nthWeekday(n, 5, 0, 2), -2), endDate: nthWeekday(n, 5, 0, 2), description: 'Baccalaureate service on Sabbath, commencement on Sunday.' },
    { name: 'Summer session I begins', date: mon(n, 5, 3) },
    { name: 'Labour Day (holiday)', date: d(n, 5, 23) },
    { name: 'Summer session II begins', date: mon(n, 6, 4) },
    { name: 'Summer sessions end', date: nthWeekday(n, 7, 5, -1) },
  ]
}

function eventsCalendar(y: number): SeedEvent[] {
  const n = y + 1
  const sun = (year: number, month: number, k: number) => nthWeekday(year, month, 0, k)
  const fri = (year: number, month: number, k: number) => nthWeekday(year, month, 5, k)
  const sab = (year: number, month: number, k: number) => nthWeekday(year, month, 6, k)
  return [
    { name: 'Opening convocation', date: nthWeekday(y, 9, 4, 1), description: 'The university community welcomes the new academic year.' },
    { name: 'Fall Week of Prayer', date: sun(y, 9, 3), endDate: addDays(sun(y, 9, 3), 6), description: 'Morning and evening services in the church.' },
    { name: 'Club rush', date: nthWeekday(y, 9, 3, 4) },
    { name: 'Homecoming weekend', date: fri(y, 10, 4), endDate: addDays(fri(y, 10, 4), 2), description: 'Alumni return for worship, the homecoming parade and class reunions.' },
    { name: 'International food and culture day', date: sun(y, 11, 2) },
    { name: 'Thanksgiving vespers', date: fri(y, 11, 3) },
    { name: 'Christmas concert', date: sab(y, 12, 1), description: 'University choirs and orchestra in concert.' },
    { name: 'Carol service', date: fri(y, 12, 2) },
    { name: 'Spring Week of Prayer', date: sun(n, 2, 1), endDate: addDays(sun(n, 2, 1), 6) },
    { name: 'Sports Day', date: nthWeekday(n, 2, 4, 3), description: 'The four houses compete on the oval.' },
    { name: 'Career and graduate school fair', date: nthWeekday(n, 3, 3, 2) },
    { name: 'Health fair', date: sun(n, 3, 4) },
    { name: 'Spring choral festival', date: sab(n, 4, 2) },
    { name: 'Awards convocation', date: nthWeekday(n, 4, 4, 3) },
    { name: 'Alumni golf and fellowship day', date: sun(n, 6, 2) },
    { name: 'Summer youth camp', date: sun(n, 7, 2), endDate: addDays(sun(n, 7, 2), 5) },
  ]
}

/** A few events in the month the seed runs, so the calendars open on a month with content. */
function currentMonthEvents(year: number, month: number): { academic: SeedEvent[]; events: SeedEvent[] } {
  const d = (day: number) => dateKey(year, month, day)
  return {
    academic: [
      { name: 'Academic advisement week', date: d(3), endDate: d(7), description: 'Meet your advisor before registration.' },
      { name: 'Library research skills workshop', date: d(12) },
      { name: 'Faculty senate meeting', date: d(18) },
      { name: 'Deadline for incomplete grades', date: d(26) },
    ],
    events: [
      { name: 'Campus blood drive', date: d(5) },
      { name: 'Vespers concert', date: d(13), description: 'Music for the start of Sabbath in the university church.' },
      { name: 'Community outreach Sunday', date: d(15) },
      { name: 'Student talent showcase', date: d(22) },
    ],
  }
}

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

const OFFICE_HOURS: [string, string, string][] = [
  ['Academic Advisement', '1120', 'Mon–Thu 8:30 am – 5:00 pm; Fri 8:30 am – 12:00 noon'],
  ['Accounts Receivable', '1310', 'Mon–Thu 8:30 am – 4:00 pm; Fri 8:30 am – 12:00 noon'],
  ['Admissions Office', '1200', 'Mon–Thu 8:00 am – 5:00 pm; Fri 8:00 am – 12:30 pm'],
  ['Bookstore', '1620', 'Mon–Thu 9:00 am – 6:00 pm; Fri 9:00 am – 1:00 pm'],
  ['Cafeteria', '1630', 'Sun–Thu 6:30 am – 7:00 pm; Fri 6:30 am – 2:00 pm; Sabbath lunch 12:30 – 2:00 pm'],
  ['Counselling and Psychological Services', '1530', 'Mon–Thu 9:00 am – 5:00 pm; Fri 9:00 am – 12:00 noon'],
  ['Dental Hygiene Clinic', '2460', 'Mon–Thu 9:00 am – 4:00 pm'],
  ['Financial Aid', '1330', 'Mon–Thu 8:30 am – 4:30 pm; Fri 8:30 am – 12:00 noon'],
  ['Fitness Centre', '1660', 'Sun–Thu 6:00 am – 9:00 pm; Fri 6:00 am – 12:00 noon'],
  ['Health Services', '1540', 'Sun–Thu 8:00 am – 8:00 pm; Fri 8:00 am – 1:00 pm'],
  ['Library', '1800', 'Sun 10:00 am – 10:00 pm; Mon–Thu 8:00 am – 10:00 pm; Fri 8:00 am – 1:00 pm'],
  ['Public Safety and Security', '5555', 'Open every day, 24 hours'],
  ['Records Office', '1150', 'Mon–Thu 8:30 am – 4:30 pm; Fri 8:30 am – 12:00 noon'],
  ['Student Finance', '1320', 'Mon–Thu 8:30 am – 4:00 pm; Fri 8:30 am – 12:00 noon'],
  ['University Information Systems help desk', '1900', 'Mon–Thu 8:00 am – 8:00 pm; Fri 8:00 am – 1:00 pm'],
]

type Link = [string, string]
export const KEYWORDS: [string, Link[]][] = [
  ['Academic calendar', [['Academic calendar', '/academiccalendar'], ['Events calendar', '/eventscalendar']]],
  ['Accreditation', [['Accreditation', '/accreditation']]],
  ['Admission', [['General admission', '/generaladmission'], ['Undergraduate admission', '/undergradadmission'], ['Graduate admission', '/graduateadmission'], ['Request information', '/request_information']]],
  ['Alumni', [['Alumni', '/alumni'], ['Giving', '/giving']]],
  ['Application forms', [['Application forms', '/applicationforms'], ['General admission', '/generaladmission']]],
  ['Bulletins', [['Bulletins', '/bulletins']]],
  ['Business', [['College of Business and Hospitality Management', '/college_bmh'], ['Undergraduate programmes', '/undergrad']]],
  ['Calendar', [['Academic calendar', '/academiccalendar'], ['Events calendar', '/eventscalendar']]],
  ['Campus living', [['Living on campus', '/campusliving'], ['Public safety', '/publicsafety']]],
  ['Careers', [['Careers', '/careers'], ['Career and employment services', '/careerservices']]],
  ['Certificates', [['Certificate programmes', '/certificateprograms']]],
  ['Clubs', [['Clubs', '/clubs'], ['Student engagement and retention', '/studentengagementandretention']]],
  ['Colleges', [['Colleges and schools', '/collegeschools'], ['All departments', '/alldepartments']]],
  ['Computer labs', [['Computer labs', '/unisscomputerlabs'], ['University Information Systems', '/uniss']]],
  ['Contact', [['Contact us', '/contactus'], ['Department directory', '/searchDepartment'], ['Office hours', '/openinghours']]],
  ['Counselling', [['Counselling and psychological services', '/counsellingpsychology'], ['Health and wellness', '/healthwellness']]],
  ['Dental hygiene', [['Dental hygiene clinic', '/dentalhygiene']]],
  ['Directory', [['Department directory', '/searchDepartment'], ['Office hours', '/openinghours']]],
  ['Donate', [['Give', '/giving'], ['Donate', '/donate'], ['Feast of Lights', '/feastOfLight']]],
  ['Education', [['College of Education and Leadership', '/college_el'], ['Graduate programmes', '/grad']]],
  ['Events', [['Events calendar', '/eventscalendar'], ['News and events', '/newsandevents']]],
  ['Extension campuses', [['Extension campus offerings', '/extensionprograms'], ['Digital education', '/onlineeducation']]],
  ['Extensions', [['Department directory', '/searchDepartment'], ['Office hours', '/openinghours']]],
  ['Fees', [['Tuition and fees', '/tuitionfees'], ['Student finance', '/studentfinance']]],
  ['Financial aid', [['Financial aid', '/financialaid'], ['Scholarships and student aid', '/scholarshipandstudentaid'], ['Grants', '/grants']]],
  ['Fitness', [['Fitness centre', '/fitnesscentre'], ['Intercollegiate sports', '/intercolsports']]],
  ['Graduate studies', [['Graduate programmes', '/grad'], ['Graduate studies and research', '/graduatestudies'], ['Graduate admission', '/graduateadmission']]],
  ['Health', [['Health and wellness', '/healthwellness'], ['Counselling', '/counsellingpsychology']]],
  ['International students', [['International students', '/internationalstudents'], ['International student admission', '/international_students']]],
  ['Jobs', [['Careers', '/careers']]],
  ['Leaders', [['Meet our leaders', '/meetourleaders'], ["President's message", '/president_message']]],
  ['Library', [['Contact us', '/contactus'], ['Office hours', '/openinghours']]],
  ['Minors', [['Minors', '/minors']]],
  ['Nursing', [['College of Natural & Applied Sciences', '/college_cnasahn'], ['Undergraduate programmes', '/undergrad']]],
  ['Office hours', [['Office hours', '/openinghours']]],
  ['Online learning', [['Digital education', '/onlineeducation']]],
  ['Parents', [['Parents', '/parents']]],
  ['Privacy', [['Privacy notice', '/privacy'], ['Cookie policy', '/cookies'], ['Data protection notice', '/dataProtection']]],
  ['Programmes', [['Undergraduate programmes', '/undergrad'], ['Graduate programmes', '/grad'], ['Search degrees', '/searchdegree']]],
  ['Records', [['University records', '/records']]],
  ['Registration', [['University records', '/records'], ['Academic calendar', '/academiccalendar'], ['Academic advisement', '/academicadvisement']]],
  ['Scholarships', [['Scholarships and student aid', '/scholarshipandstudentaid'], ['Grants', '/grants']]],
  ['Security', [['Public safety', '/publicsafety']]],
  ['Sports', [['Intercollegiate sports', '/intercolsports'], ['Fitness centre', '/fitnesscentre']]],
  ['Stories', [['Feature stories', '/allfeaturestories']]],
  ['Theology', [['School of Religion & Theology', '/college_srt']]],
  ['Transcripts', [['University records', '/records']]],
  ['Transfer students', [['Transfer students', '/transfer_students']]],
  ['Tuition', [['Tuition and fees', '/tuitionfees'], ['Student finance', '/studentfinance'], ['Financial aid', '/financialaid']]],
  ['Virtual tour', [['Virtual tour', '/virtualtour']]],
]

export async function seedCalendars(ctx: SeedContext) {
  const { year, month } = currentMonth()
  const startYear = month >= 8 ? year : year - 1
  const current = currentMonthEvents(year, month)
  const sets: ['academic' | 'events', SeedEvent[]][] = [
    ['academic', [...academicEvents(startYear), ...current.academic]],
    ['events', [...eventsCalendar(startYear), ...current.events]],
  ]
  for (const [calendar, events] of sets) {
    for (const e of events) {
      await ctx.upsert(
        'calendar-events',
        { and: [{ name: { equals: e.name } }, { calendar: { equals: calendar } }, { date: { equals: stored(e.date) } }] },
        { name: e.name, calendar, date: stored(e.date), endDate: e.endDate ? stored(e.endDate) : undefined, description: e.description },
      )
    }
  }

  const file = await ctx.pdf({
    key: 'academic-calendar-2018-2019',
    title: 'Academic calendar 2018/2019',
    category: 'calendar',
    lines: ['Fall semester: August 2018 - December 2018', 'Spring semester: January 2019 - May 2019', 'Summer sessions: May 2019 - July 2019'],
  })
  await ctx.upsert('calendar-downloads', { label: { equals: '2018/2019' } }, { label: '2018/2019', file })

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
    await ctx.upsert('directory-entries', { name: { equals: name } }, { name, matters, extension, email: `${local}@example.edu` })
  }
  for (const [department, extension, hours] of OFFICE_HOURS) {
    await ctx.upsert('office-hours', { department: { equals: department } }, { department, extension, hours })
  }
  for (const [keyword, links] of KEYWORDS) {
    await ctx.upsert('keyword-groups', { keyword: { equals: keyword } }, { keyword, results: links.map(([pageName, pageLink]) => ({ pageName, pageLink })) })
  }
}
