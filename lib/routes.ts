/**
 * Every public route of the spec (both documents), with the section it belongs to.
 * Used for letter-case normalisation in proxy.ts, the sitemap, and the e2e route sweep.
 * Detail pages (programmes, stories, articles) are listed by their own modules.
 */
export type PublicRoute = { path: string; section: Section }

export type Section = 'home' | 'admissions' | 'academics' | 'student-life' | 'services' | 'news' | 'about' | 'giving' | 'legal'

const r = (section: Section, ...paths: string[]): PublicRoute[] => paths.map((path) => ({ path, section }))

export const PUBLIC_ROUTES: PublicRoute[] = [
  ...r('home', '/'),
  ...r(
    'admissions',
    '/generaladmission',
    '/undergradadmission',
    '/graduateadmission',
    '/applicationforms',
    '/transfer_students',
    '/international_students',
    '/provisional_acceptance',
    '/arrangevisit',
    '/request_information',
    '/tuitionfees',
    '/financialaid',
    '/scholarshipandstudentaid',
    '/studentfinance',
    '/students',
    '/grants',
  ),
  ...r(
    'academics',
    '/undergrad',
    '/grad',
    '/undergradprograms',
    '/gradprograms',
    '/searchdegree',
    '/certificateprograms',
    '/extensionprograms',
    '/minors',
    '/collegeschools',
    '/alldepartments',
    '/college_hubbs',
    '/college_cnasahn',
    '/college_bmh',
    '/college_el',
    '/college_srt',
    '/bulletins',
    '/academiccalendar',
    '/records',
    '/academicadvisement',
    '/graduatestudies',
    '/onlineeducation',
    '/brobook',
  ),
  ...r(
    'student-life',
    '/clubs',
    '/campusliving',
    '/intercolsports',
    '/virtualtour',
    '/studentengagementandretention',
    '/step',
    '/healthwellness',
    '/counsellingpsychology',
    '/dentalhygiene',
    '/fitnesscentre',
    '/internationalstudents',
    '/publicsafety',
    '/careerservices',
    '/tiles',
  ),
  ...r(
    'services',
    '/keywordsearch',
    '/searchDepartment',
    '/openinghours',
    '/unisscomputerlabs',
    '/uniss',
    '/ccmpr',
    '/adminunits',
    '/contactus',
    '/map',
    '/careers',
  ),
  ...r('news', '/newsandevents', '/eventscalendar', '/allfeaturestories', '/news', '/parents', '/facultystaff', '/alumni', '/churchandcommunity'),
  ...r('about', '/futurencu', '/wearencu', '/meetourleaders', '/president_message', '/accreditation', '/diversity', '/faqs', '/test'),
  ...r('giving', '/giving', '/donate', '/rescuedonate', '/feastOfLight', '/ncu-oval-redevelopment'),
  ...r('legal', '/cookies', '/privacy', '/dataProtection', '/cookieModal'),
]

/** Older spellings still in use, each answered with a permanent redirect. */
export const LEGACY_REDIRECTS: Record<string, string> = {
  '/undergradrequirements': '/undergradadmission',
  '/transferstudent': '/transfer_students',
  '/intstudents': '/international_students',
  '/UndergradPrograms': '/undergrad',
  '/GradPrograms': '/grad',
}

const canonicalByLowerCase = new Map(PUBLIC_ROUTES.map(({ path }) => [path.toLowerCase(), path]))

/**
 * The canonical spelling of a known route typed in another letter case, or null when the
 * path is already canonical or unknown. Legacy spellings are matched case-insensitively too.
 */
export function canonicalPath(pathname: string): string | null {
  const legacy = Object.entries(LEGACY_REDIRECTS).find(([from]) => from.toLowerCase() === pathname.toLowerCase())
  if (legacy) {
    // /undergradprograms and /gradprograms are real pages; only their capitalised forms redirect.
    if (canonicalByLowerCase.has(pathname)) return null
    return legacy[1]
  }
  const canonical = canonicalByLowerCase.get(pathname.toLowerCase())
  return canonical && canonical !== pathname ? canonical : null
}
