/**
 * The site search's relevance set: what a visitor types, and the page they mean, written from
 * what the pages and seeded records say (content/, lib/policy/, lib/cms/seed/). Typos, synonyms,
 * a misspelled programme and an office's extension included. Measured on the served site by
 * e2e/search-relevance.spec.ts and on a server's indexed corpus by bench/search-relevance.ts:
 * hit at 1 (the page meant is the first result) and hit at 3 (among the first three).
 */
export type RelevanceQuery = {
  query: string
  /** The page meant: a path (with its query string for a programme). Several when each is as right. */
  expect: readonly string[]
  /** What on that page answers the query. */
  why: string
}

export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = [
  { query: 'summa cum laude', expect: ['/records'], why: 'the graduation honours table' },
  { query: 'magna cum laude gpa', expect: ['/records'], why: 'the graduation honours table' },
  { query: "dean's list", expect: ['/records'], why: 'the Honours section' },
  { query: 'grading scale', expect: ['/records'], why: 'the Grading scales section' },
  { query: 'transcript', expect: ['/records'], why: 'Request a transcript' },
  { query: 'incomplete grade', expect: ['/records'], why: 'Grade changes and incomplete grades' },
  { query: 'drop a course', expect: ['/records'], why: 'Registration changes' },
  { query: 'fees', expect: ['/tuitionfees'], why: 'synonym and title: Tuition and Fees' },
  { query: 'tution refund', expect: ['/tuitionfees'], why: 'typo; the Refunds section' },
  { query: 'late registration fee', expect: ['/tuitionfees'], why: 'the Other fees table' },
  { query: 'dorm', expect: ['/campusliving'], why: 'synonym: the residence halls' },
  { query: 'scholarship', expect: ['/scholarshipandstudentaid'], why: 'Scholarships and Student Aid' },
  { query: 'student loans', expect: ['/financialaid'], why: 'the Loans section' },
  { query: 'nursng', expect: ['/undergrad?degree=nursing'], why: 'a programme misspelled' },
  { query: 'computer sceince', expect: ['/undergrad?degree=computer-science'], why: 'a programme misspelled' },
  { query: 'cybersecurity degree', expect: ['/undergrad?degree=cybersecurity'], why: 'the programme' },
  {
    query: 'mba',
    expect: ['/grad/business-administration-graduate'],
    why: 'Master of Business Administration',
  },
  { query: 'provisional acceptance', expect: ['/provisional_acceptance'], why: 'the page title' },
  { query: 'mature age entry exam', expect: ['/provisional_acceptance'], why: 'Mature age entry' },
  { query: 'transfer credits', expect: ['/transfer_students'], why: 'How transfer credit works' },
  { query: 'statement of purpose', expect: ['/graduateadmission'], why: 'the section of that name' },
  { query: 'public safety emergency extension', expect: ['/publicsafety'], why: 'extension 5555' },
  { query: 'financial aid phone', expect: ['/searchDepartment'], why: 'the office’s extension' },
  { query: 'office hours', expect: ['/openinghours'], why: 'the page title' },
  { query: 'library opening hours', expect: ['/openinghours'], why: 'Library office hours' },
  { query: 'walk-in clinic doctor', expect: ['/healthwellness'], why: 'Doctor’s walk-in clinic' },
  { query: 'gym', expect: ['/fitnesscentre'], why: 'synonym: Fitness Centre' },
  { query: 'printing in the computer lab', expect: ['/unisscomputerlabs'], why: 'the Printing section' },
  { query: 'counseling', expect: ['/counsellingpsychology'], why: 'American spelling' },
  { query: 'student visa extension', expect: ['/internationalstudents'], why: 'Student visa extension' },
  { query: 'medical form', expect: ['/applicationforms'], why: 'the medical examination form' },
  { query: 'bulletins', expect: ['/bulletins'], why: 'the page title' },
  { query: 'mentorship programme', expect: ['/step'], why: 'STEP Mentorship Programme' },
  { query: 'accreditation', expect: ['/accreditation'], why: 'the page title' },
  { query: 'alma mater', expect: ['/wearencu'], why: 'the Alma Mater section' },
  { query: 'basketball trophies', expect: ['/intercolsports'], why: 'the Trophies section' },
  { query: 'online courses', expect: ['/onlineeducation'], why: 'How online courses work' },
  { query: 'montego bay campus', expect: ['/contactus'], why: 'West Regional Campus (Montego Bay)' },
  { query: 'cookies', expect: ['/cookies'], why: 'the Cookie Policy' },
  { query: 'plan a visit', expect: ['/arrangevisit'], why: 'Plan your visit' },
  { query: 'job vacancies', expect: ['/careers'], why: 'synonym: the jobs the university offers' },
  { query: 'academic calender', expect: ['/academiccalendar'], why: 'typo; the page title' },
]

/** Where in `urls` (results in order) the page meant first appears, 1-based; null when absent. */
export function rankOf(urls: readonly string[], expected: readonly string[]): number | null {
  const i = urls.findIndex((u) => expected.includes(u))
  return i < 0 ? null : i + 1
}

/** Hit at 1 and hit at 3 of ranks (null: not found), as percentages rounded to one decimal. */
export function hitRates(ranks: readonly (number | null)[]): { hitAt1: number; hitAt3: number } {
  const share = (k: number) => Math.round((1000 * ranks.filter((r) => r !== null && r <= k).length) / ranks.length) / 10
  return { hitAt1: share(1), hitAt3: share(3) }
}
