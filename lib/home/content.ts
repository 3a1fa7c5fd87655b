/**
 * The editorial blocks of the home page. Editors change them in the CMS (global "Home page");
 * these values seed that global and stand in when it cannot be read.
 */
export type HomeLink = { label: string; href: string }

export type HomeContent = {
  cta: { heading: string; text: string; links: HomeLink[] }
  wholisticHeading: string
  wholisticLife: { title: string; text: string; href: string }[]
  admissionsHeading: string
  admissionsLinks: HomeLink[]
  mission: string
  vision: string
  coreValues: string[]
  graduatesHeading: string
  graduateDestinations: { figure: string; text: string }[]
  partnersHeading: string
  partnerLinks: HomeLink[]
}

/** Spec §1: the seven core values, in this order. */
export const CORE_VALUES = [
  'Accountability',
  'Fairness',
  'Forgiveness',
  'Integrity',
  'Respect',
  'Mercy',
  'Service excellence',
] as const

export const HOME_DEFAULTS: HomeContent = {
  cta: {
    heading: 'Your future starts here',
    text: 'Choose from associate and bachelor’s programmes in every college and a growing list of graduate degrees, taught in a Christian community that cares for the whole person.',
    links: [
      { label: 'Request information', href: '/request_information' },
      { label: 'Find a programme', href: '/searchdegree' },
    ],
  },
  wholisticHeading: 'A wholistic life',
  wholisticLife: [
    {
      title: 'Social',
      text: 'Clubs, associations and residence life where friendships last a lifetime.',
      href: '/clubs',
    },
    {
      title: 'Mental',
      text: 'Rigorous programmes, caring lecturers and advisement that keeps you on track.',
      href: '/academicadvisement',
    },
    {
      title: 'Physical',
      text: 'Intercollegiate sports, a fitness centre and health and wellness services.',
      href: '/intercolsports',
    },
    {
      title: 'Spiritual',
      text: 'Worship, chaplaincy and service to the church and community.',
      href: '/churchandcommunity',
    },
  ],
  admissionsHeading: 'Admissions',
  admissionsLinks: [
    { label: 'Undergraduate admission', href: '/undergradadmission' },
    { label: 'Graduate admission', href: '/graduateadmission' },
    { label: 'International students', href: '/international_students' },
    { label: 'Transfer students', href: '/transfer_students' },
    { label: 'Tuition and fees', href: '/tuitionfees' },
    { label: 'Financial aid', href: '/financialaid' },
    { label: 'Request information', href: '/request_information' },
  ],
  mission:
    'To provide a quality Christian education that fosters excellence, integrity and service, preparing graduates for productive lives in this world and for eternity.',
  vision: 'To be a premier Christian university that transforms lives and serves the Caribbean and the world.',
  coreValues: [...CORE_VALUES],
  graduatesHeading: 'Where our graduates go',
  graduateDestinations: [
    { figure: '40,000+', text: 'alumni serving in the Caribbean and around the world' },
    { figure: 'Health', text: 'nurses, dietitians and dental hygienists in hospitals and clinics' },
    { figure: 'Education', text: 'teachers and principals in schools across the region' },
    { figure: 'Business', text: 'accountants, managers and entrepreneurs in public and private sectors' },
  ],
  partnersHeading: 'Partners and services',
  partnerLinks: [
    { label: 'University Foundation', href: 'https://foundation.example.edu' },
    { label: 'Media group', href: 'https://media.example.edu' },
    { label: 'Student newspaper', href: 'https://newspaper.example.edu' },
    { label: 'Library', href: 'https://library.example.edu' },
    { label: 'Entrepreneurship centre', href: 'https://entrepreneurship.example.edu' },
    { label: 'Distance education', href: 'https://online.example.edu' },
  ],
}

/** Spec §9: banner and events slider timings. */
export const BANNER_AUTOPLAY_MS = 10_000
export const EVENTS_AUTOPLAY_MS = 2_500
export const HOME_STORY_COUNT = 4
