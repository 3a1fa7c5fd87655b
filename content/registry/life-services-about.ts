import type { ContentPage } from './types'

const p = (
  path: string,
  load: ContentPage['load'],
  section: ContentPage['section'],
  title: string,
  description: string,
  extra: Partial<ContentPage> = {},
): ContentPage => ({
  path,
  title,
  description,
  section,
  load,
  ...extra,
})

/** Student life, services, about, contact and audience pages (issue 7, part two). */
export const LIFE_SERVICES_ABOUT_PAGES: ContentPage[] = [
  // About
  p('/meetourleaders', () => import('@/content/life-services-about/meetourleaders.mdx'), 'about', 'Meet Our Leaders', 'The President, vice presidents and directors who lead the university, with their titles, education and biographies.'),
  p('/president_message', () => import('@/content/life-services-about/president_message.mdx'), 'about', 'A Message from the President', 'The President welcomes prospective students, parents, alumni and friends to the university.'),
  p('/adminunits', () => import('@/content/life-services-about/adminunits.mdx'), 'about', 'Administrative Units', 'The offices, departments, services and subsidiaries that serve students, staff and the public.'),
  p('/ccmpr', () => import('@/content/life-services-about/ccmpr.mdx'), 'about', 'Corporate Communications and Marketing', 'News, media relations, digital communication, publications, events and the university’s brand.'),
  p('/contactus', () => import('@/content/life-services-about/contactus.mdx'), 'about', 'Contact Us', 'Addresses, phone numbers, e-mail and maps of the main campus and the Kingston, Montego Bay and St. Ann’s Bay regional campuses.'),
  p('/map', () => import('@/content/life-services-about/map.mdx'), 'about', 'Map', 'A world map showing where the university’s main campus lies in Jamaica.'),
  p('/churchandcommunity', () => import('@/content/life-services-about/churchandcommunity.mdx'), 'about', 'Church and Community', 'How the university serves the Seventh-day Adventist Church and its neighbours through worship, health and outreach.'),
  p('/diversity', () => import('@/content/life-services-about/diversity.mdx'), 'about', 'Diversity and Inclusion', 'Diversity and inclusion at the university: where to learn about our international community and values.'),
  p('/faqs', () => import('@/content/life-services-about/faqs.mdx'), 'about', 'FAQs', 'Frequently asked questions: where to find answers on admissions, fees, parents’ questions and computer labs.'),
  p('/test', () => import('@/content/life-services-about/test.mdx'), 'about', 'Site Status', 'A technical check page for staff confirming that the website’s content pages render.', { noindex: true }),
  // Audiences
  p('/facultystaff', () => import('@/content/life-services-about/facultystaff.mdx'), 'about', 'Faculty and Staff', 'Resources for the university’s faculty and staff.'),
  p('/alumni', () => import('@/content/life-services-about/alumni.mdx'), 'about', 'Alumni', 'Join 40,000+ alumni: free, automatic association membership, homecoming and ways to give back.'),
  // Student life
  p('/clubs', () => import('@/content/life-services-about/clubs.mdx'), 'student-life', 'Clubs and Associations', 'About 13 student associations and the student movement, their aims, and the four club categories.'),
  p('/campusliving', () => import('@/content/life-services-about/campusliving.mdx'), 'student-life', 'Living on Campus', 'Our three residence halls for first-year women, returning women and all male students.'),
  p('/intercolsports', () => import('@/content/life-services-about/intercolsports.mdx'), 'student-life', 'Intercollegiate Sports', 'Our teams, their trophies, the photo gallery and who is eligible to play.'),
  p('/virtualtour', () => import('@/content/life-services-about/virtualtour.mdx'), 'student-life', 'Virtual Tour', 'Walk through the campus online: residence halls, library, chapel, laboratories and sports fields.'),
  p('/tiles', () => import('@/content/life-services-about/tiles.mdx'), 'student-life', 'Student Life', 'Research, the gym and lounge, student aid, campus visits, residence life and the virtual tour.'),
  p('/studentengagementandretention', () => import('@/content/life-services-about/studentengagementandretention.mdx'), 'student-life', 'Student Engagement and Retention', 'Orientation, outreach, mentorship, the community project and Sports Day.'),
  p('/step', () => import('@/content/life-services-about/step.mdx'), 'student-life', 'STEP Mentorship Programme', 'The Student Transition & Empowerment Programme: objectives, how it works, who can apply, pay and how to apply.'),
  // Services
  p('/healthwellness', () => import('@/content/life-services-about/healthwellness.mdx'), 'services', 'Health and Wellness', 'The health centre’s services and the doctor’s walk-in clinic hours.'),
  p('/internationalstudents', () => import('@/content/life-services-about/internationalstudents.mdx'), 'services', 'International Students', 'The international students office, association, visa extension and handbook.'),
  p('/counsellingpsychology', () => import('@/content/life-services-about/counsellingpsychology.mdx'), 'services', 'Counselling and Psychological Services', 'Free, confidential counselling for students, and the referral document and form.'),
  p('/dentalhygiene', () => import('@/content/life-services-about/dentalhygiene.mdx'), 'services', 'Dental Hygiene Clinic', 'The clinic’s dental hygiene services and community outreach.'),
  p('/fitnesscentre', () => import('@/content/life-services-about/fitnesscentre.mdx'), 'services', 'Fitness Centre', 'Equipment, classes and the fitness appraisal for new members.'),
  p('/unisscomputerlabs', () => import('@/content/life-services-about/unisscomputerlabs.mdx'), 'services', 'Computer Labs', 'Computer lab hours, policies, printing credits, prohibited activities and frequently asked questions.'),
  p('/uniss', () => import('@/content/life-services-about/uniss.mdx'), 'services', 'University Information Systems', 'Application development, infrastructure support, computer labs, ID services and the help desk.'),
  p('/publicsafety', () => import('@/content/life-services-about/publicsafety.mdx'), 'services', 'Public Safety', 'Rules of entrance and exit, contact numbers and the emergency extension.'),
]
