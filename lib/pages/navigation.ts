import type { SiteSettings } from '@/lib/reads/settings'
import type { PagePath } from './registry'

/** A link to a registered page of the site, or to another site (`external`). */
export type NavLink =
  { label: string; href: PagePath; external?: false } | { label: string; href: string; external: true }
export type NavSection = { label: string; links: NavLink[] }

/** The main menu: every section of the site within two clicks. */
export const MAIN_MENU: NavSection[] = [
  {
    label: 'About',
    links: [
      { label: 'About us', href: '/wearencu' },
      { label: 'The future', href: '/futurencu' },
      { label: 'Meet our leaders', href: '/meetourleaders' },
      { label: 'A message from the President', href: '/president_message' },
      { label: 'Accreditation', href: '/accreditation' },
      { label: 'Administrative units', href: '/adminunits' },
      { label: 'Faculty and staff', href: '/facultystaff' },
      { label: 'Diversity and inclusion', href: '/diversity' },
      { label: 'Contact us', href: '/contactus' },
    ],
  },
  {
    label: 'Admissions',
    links: [
      { label: 'General admission', href: '/generaladmission' },
      { label: 'Undergraduate admission', href: '/undergradadmission' },
      { label: 'Graduate admission', href: '/graduateadmission' },
      { label: 'Transfer students', href: '/transfer_students' },
      { label: 'International applicants', href: '/international_students' },
      { label: 'Tuition and fees', href: '/tuitionfees' },
      { label: 'Financial aid', href: '/financialaid' },
      { label: 'Scholarships and student aid', href: '/scholarshipandstudentaid' },
      { label: 'Request information', href: '/request_information' },
    ],
  },
  {
    label: 'Academics',
    links: [
      { label: 'Find a programme', href: '/searchdegree' },
      { label: 'Undergraduate programmes', href: '/undergrad' },
      { label: 'Graduate programmes', href: '/grad' },
      { label: 'Extension campus offerings', href: '/extensionprograms' },
      { label: 'Certificate programmes', href: '/certificateprograms' },
      { label: 'Minors', href: '/minors' },
      { label: 'Colleges and schools', href: '/collegeschools' },
      { label: 'All departments', href: '/alldepartments' },
      { label: 'Academic calendar', href: '/academiccalendar' },
      { label: 'Bulletins', href: '/bulletins' },
    ],
  },
  {
    label: 'Student life',
    links: [
      { label: 'Student life', href: '/tiles' },
      { label: 'Become an undergraduate student', href: '/students' },
      { label: 'Living on campus', href: '/campusliving' },
      { label: 'Clubs and associations', href: '/clubs' },
      { label: 'Intercollegiate sports', href: '/intercolsports' },
      { label: 'Health and wellness', href: '/healthwellness' },
      { label: 'Counselling and psychological services', href: '/counsellingpsychology' },
      { label: 'Career and employment services', href: '/careerservices' },
      { label: 'Public safety', href: '/publicsafety' },
    ],
  },
  {
    label: 'News and events',
    links: [
      { label: 'News and events', href: '/newsandevents' },
      { label: 'All feature stories', href: '/allfeaturestories' },
      { label: 'Events calendar', href: '/eventscalendar' },
      { label: 'Parents', href: '/parents' },
      { label: 'Alumni', href: '/alumni' },
    ],
  },
  {
    label: 'Give',
    links: [
      { label: 'Give', href: '/giving' },
      { label: 'Donate', href: '/donate' },
      { label: 'NCU Oval redevelopment', href: '/ncu-oval-redevelopment' },
      { label: 'Feast of Lights', href: '/feastOfLight' },
    ],
  },
]

/** The utility bar of spec §1, in its order. */
export function utilityLinks(settings: SiteSettings): NavLink[] {
  const { links } = settings
  return [
    { label: 'Media', href: links.media, external: true },
    { label: 'Foundation', href: links.foundation, external: true },
    { label: 'Learning platform', href: links.learningPlatform, external: true },
    { label: 'E-mail', href: links.webmail, external: true },
    { label: 'Job board', href: links.jobBoard, external: true },
    { label: 'Directory', href: '/searchDepartment' },
    { label: 'Records', href: '/records' },
    { label: 'Library', href: links.library, external: true },
    { label: 'Careers', href: '/careers' },
    { label: 'Alumni', href: '/alumni' },
    { label: 'Give', href: '/giving' },
    { label: 'Admissions information', href: '/generaladmission' },
  ]
}
