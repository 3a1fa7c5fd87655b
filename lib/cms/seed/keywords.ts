import type { SeedContext } from './context'

/** The keyword search's A–Z groups (/keywordsearch): each keyword and the pages it leads to. */

type Link = [string, string]
export const KEYWORDS: [string, Link[]][] = [
  [
    'Academic calendar',
    [
      ['Academic calendar', '/academiccalendar'],
      ['Events calendar', '/eventscalendar'],
    ],
  ],
  ['Accreditation', [['Accreditation', '/accreditation']]],
  [
    'Admission',
    [
      ['General admission', '/generaladmission'],
      ['Undergraduate admission', '/undergradadmission'],
      ['Graduate admission', '/graduateadmission'],
      ['Request information', '/request_information'],
    ],
  ],
  [
    'Alumni',
    [
      ['Alumni', '/alumni'],
      ['Giving', '/giving'],
    ],
  ],
  [
    'Application forms',
    [
      ['Application forms', '/applicationforms'],
      ['General admission', '/generaladmission'],
    ],
  ],
  ['Bulletins', [['Bulletins', '/bulletins']]],
  [
    'Business',
    [
      ['College of Business and Hospitality Management', '/college_bmh'],
      ['Undergraduate programmes', '/undergrad'],
    ],
  ],
  [
    'Calendar',
    [
      ['Academic calendar', '/academiccalendar'],
      ['Events calendar', '/eventscalendar'],
    ],
  ],
  [
    'Campus living',
    [
      ['Living on campus', '/campusliving'],
      ['Public safety', '/publicsafety'],
    ],
  ],
  [
    'Careers',
    [
      ['Careers', '/careers'],
      ['Career and employment services', '/careerservices'],
    ],
  ],
  ['Certificates', [['Certificate programmes', '/certificateprograms']]],
  [
    'Clubs',
    [
      ['Clubs', '/clubs'],
      ['Student engagement and retention', '/studentengagementandretention'],
    ],
  ],
  [
    'Colleges',
    [
      ['Colleges and schools', '/collegeschools'],
      ['All departments', '/alldepartments'],
    ],
  ],
  [
    'Computer labs',
    [
      ['Computer labs', '/unisscomputerlabs'],
      ['University Information Systems', '/uniss'],
    ],
  ],
  [
    'Contact',
    [
      ['Contact us', '/contactus'],
      ['Department directory', '/searchDepartment'],
      ['Office hours', '/openinghours'],
    ],
  ],
  [
    'Counselling',
    [
      ['Counselling and psychological services', '/counsellingpsychology'],
      ['Health and wellness', '/healthwellness'],
    ],
  ],
  ['Dental hygiene', [['Dental hygiene clinic', '/dentalhygiene']]],
  [
    'Directory',
    [
      ['Department directory', '/searchDepartment'],
      ['Office hours', '/openinghours'],
    ],
  ],
  [
    'Donate',
    [
      ['Give', '/giving'],
      ['Donate', '/donate'],
      ['Feast of Lights', '/feastOfLight'],
    ],
  ],
  [
    'Education',
    [
      ['College of Education and Leadership', '/college_el'],
      ['Graduate programmes', '/grad'],
    ],
  ],
  [
    'Events',
    [
      ['Events calendar', '/eventscalendar'],
      ['News and events', '/newsandevents'],
    ],
  ],
  [
    'Extension campuses',
    [
      ['Extension campus offerings', '/extensionprograms'],
      ['Digital education', '/onlineeducation'],
    ],
  ],
  [
    'Extensions',
    [
      ['Department directory (telephone extensions)', '/searchDepartment'],
      ['Office hours', '/openinghours'],
    ],
  ],
  [
    'Fees',
    [
      ['Tuition and fees', '/tuitionfees'],
      ['Student finance', '/studentfinance'],
    ],
  ],
  [
    'Financial aid',
    [
      ['Financial aid', '/financialaid'],
      ['Scholarships and student aid', '/scholarshipandstudentaid'],
      ['Grants', '/grants'],
    ],
  ],
  [
    'Fitness',
    [
      ['Fitness centre', '/fitnesscentre'],
      ['Intercollegiate sports', '/intercolsports'],
    ],
  ],
  [
    'Graduate studies',
    [
      ['Graduate programmes', '/grad'],
      ['Graduate studies and research', '/graduatestudies'],
      ['Graduate admission', '/graduateadmission'],
    ],
  ],
  [
    'Health',
    [
      ['Health and wellness', '/healthwellness'],
      ['Counselling', '/counsellingpsychology'],
    ],
  ],
  [
    'International students',
    [
      ['International students', '/internationalstudents'],
      ['International student admission', '/international_students'],
    ],
  ],
  ['Jobs', [['Careers', '/careers']]],
  [
    'Leaders',
    [
      ['Meet our leaders', '/meetourleaders'],
      ["President's message", '/president_message'],
    ],
  ],
  [
    'Library',
    [
      ['University library (catalogue and databases)', 'https://library.example.edu'],
      ['Library opening hours', '/openinghours'],
      ['Virtual tour of the campus and library', '/virtualtour'],
    ],
  ],
  ['Minors', [['Minors', '/minors']]],
  [
    'Nursing',
    [
      ['College of Natural & Applied Sciences', '/college_cnasahn'],
      ['Undergraduate programmes', '/undergrad'],
    ],
  ],
  ['Office hours', [['Office hours', '/openinghours']]],
  ['Online learning', [['Digital education', '/onlineeducation']]],
  ['Parents', [['Parents', '/parents']]],
  [
    'Privacy',
    [
      ['Privacy notice', '/privacy'],
      ['Cookie policy', '/cookies'],
      ['Data protection notice', '/dataProtection'],
    ],
  ],
  [
    'Programmes',
    [
      ['Undergraduate programmes', '/undergrad'],
      ['Graduate programmes', '/grad'],
      ['Search degrees', '/searchdegree'],
    ],
  ],
  ['Records', [['University records', '/records']]],
  [
    'Registration',
    [
      ['University records', '/records'],
      ['Academic calendar', '/academiccalendar'],
      ['Academic advisement', '/academicadvisement'],
    ],
  ],
  [
    'Scholarships',
    [
      ['Scholarships and student aid', '/scholarshipandstudentaid'],
      ['Grants', '/grants'],
    ],
  ],
  ['Security', [['Public safety', '/publicsafety']]],
  [
    'Sports',
    [
      ['Intercollegiate sports', '/intercolsports'],
      ['Fitness centre', '/fitnesscentre'],
    ],
  ],
  ['Stories', [['Feature stories', '/allfeaturestories']]],
  ['Theology', [['School of Religion & Theology', '/college_srt']]],
  [
    'Transcripts',
    [
      ['University records', '/records'],
      ['Request a transcript', 'https://records.example.edu/transcripts'],
    ],
  ],
  ['Transfer students', [['Transfer students', '/transfer_students']]],
  [
    'Tuition',
    [
      ['Tuition and fees', '/tuitionfees'],
      ['Student finance', '/studentfinance'],
      ['Financial aid', '/financialaid'],
    ],
  ],
  ['Virtual tour', [['Virtual tour', '/virtualtour']]],
]

export async function seedKeywords(ctx: SeedContext) {
  for (const [keyword, links] of KEYWORDS) {
    await ctx.upsert(
      'keyword-groups',
      { keyword: { equals: keyword } },
      { keyword, results: links.map(([pageName, pageLink]) => ({ pageName, pageLink })) },
    )
  }
}
