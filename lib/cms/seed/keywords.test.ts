import { findPage } from '@/lib/pages'
import { KEYWORDS } from './keywords'

/** Where each keyword must lead: the page (or site) its name promises, among its links. */
const PROMISED: Record<string, string> = {
  'Academic calendar': '/academiccalendar',
  Accreditation: '/accreditation',
  Admission: '/generaladmission',
  Alumni: '/alumni',
  'Application forms': '/applicationforms',
  Bulletins: '/bulletins',
  Business: '/college_bmh',
  Calendar: '/academiccalendar',
  'Campus living': '/campusliving',
  Careers: '/careers',
  Certificates: '/certificateprograms',
  Clubs: '/clubs',
  Colleges: '/collegeschools',
  'Computer labs': '/unisscomputerlabs',
  Contact: '/contactus',
  Counselling: '/counsellingpsychology',
  'Dental hygiene': '/dentalhygiene',
  Directory: '/searchDepartment',
  Donate: '/donate',
  Education: '/college_el',
  Events: '/eventscalendar',
  'Extension campuses': '/extensionprograms',
  Extensions: '/searchDepartment',
  Fees: '/tuitionfees',
  'Financial aid': '/financialaid',
  Fitness: '/fitnesscentre',
  'Graduate studies': '/graduatestudies',
  Health: '/healthwellness',
  'International students': '/internationalstudents',
  Jobs: '/careers',
  Leaders: '/meetourleaders',
  Library: 'https://library.example.edu',
  Minors: '/minors',
  Nursing: '/college_cnasahn',
  'Office hours': '/openinghours',
  'Online learning': '/onlineeducation',
  Parents: '/parents',
  Privacy: '/privacy',
  Programmes: '/undergrad',
  Records: '/records',
  Registration: '/records',
  Scholarships: '/scholarshipandstudentaid',
  Security: '/publicsafety',
  Sports: '/intercolsports',
  Stories: '/allfeaturestories',
  Theology: '/college_srt',
  Transcripts: '/records',
  'Transfer students': '/transfer_students',
  Tuition: '/tuitionfees',
  'Virtual tour': '/virtualtour',
}

describe('seeded keyword groups', () => {
  it.each(KEYWORDS)('%s leads to the page its name promises, and every link goes somewhere', (keyword, links) => {
    expect(links.map(([, href]) => href)).toContain(PROMISED[keyword])
    for (const [name, href] of links) {
      expect(name.trim()).not.toBe('')
      if (href.startsWith('/')) expect(findPage(href)).toBeDefined()
      else expect(new URL(href).hostname).toMatch(/\.example\.edu$/)
    }
  })

  it('has a promise for every group', () => {
    expect(KEYWORDS.map(([keyword]) => keyword).sort()).toEqual(Object.keys(PROMISED).sort())
  })
})
