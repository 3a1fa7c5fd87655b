import type { PageEntry } from './types'

/**
 * Every page of the site, written once: path, title, description, canonical URL, whether the
 * sitemap lists it (and why not), and for the static pages their MDX file under content/.
 * Routing, redirects, the sitemap, site search, page metadata, error links and the route tests
 * derive from this list (lib/pages/index.ts). The pages of records (programmes, stories, articles,
 * jobs) are lib/pages/records.ts's; the sitemap lists them from their reads. Grouped by section;
 * an MDX file lives in content/<section>/.
 *
 * Data-driven pages (with a route folder under app/(site)) take their metadata from here with
 * `pageMetadata(path)`; their heading shows the same title.
 */
export const PAGES = [
  // Home
  {
    path: '/',
    shows: ['home-page', 'banners', 'stories', 'colleges', 'upcoming-events', 'sports-houses'],
    title: 'Home',
    description: 'Northern Caribbean University home page: news, stories, events and admissions.',
  },
  // Admissions, fees and financial aid
  {
    path: '/generaladmission',
    title: 'General Admission',
    description:
      'Start here: choose undergraduate or graduate admission, or study online, and find what you need to apply.',
    content: { file: 'admissions/generaladmission.mdx' },
  },
  {
    path: '/undergradadmission',
    parent: '/generaladmission',
    title: 'Undergraduate Admission',
    description:
      'Entry requirements for bachelor’s and associate degrees, with transfer, international, provisional and visit options.',
    content: { file: 'admissions/undergradadmission.mdx' },
  },
  {
    path: '/graduateadmission',
    parent: '/generaladmission',
    title: 'Graduate Admission',
    description: 'Requirements for master’s, post-graduate diploma and doctoral study, including alternate entry.',
    content: { file: 'admissions/graduateadmission.mdx' },
  },
  {
    path: '/applicationforms',
    parent: '/generaladmission',
    shows: ['documents'],
    title: 'Application Forms',
    description:
      'Download the medical and physical examination forms and read the guidelines for new and currently enrolled students.',
    content: { file: 'admissions/applicationforms.mdx' },
  },
  {
    path: '/transfer_students',
    parent: '/generaladmission',
    title: 'Transfer Students',
    description: 'How credits from another college or university transfer, and the standing you enter with.',
    content: { file: 'admissions/transfer-students.mdx' },
  },
  {
    path: '/international_students',
    parent: '/generaladmission',
    title: 'International Applicants',
    description: 'Admission steps, passport, deposit and fees for applicants from outside Jamaica.',
    content: { file: 'admissions/international-students.mdx' },
  },
  {
    path: '/provisional_acceptance',
    parent: '/generaladmission',
    title: 'Provisional Acceptance',
    description:
      'Admission statuses, provisional and mature age entry, non-degree study and the pre-university programme.',
    content: { file: 'admissions/provisional-acceptance.mdx' },
  },
  {
    path: '/arrangevisit',
    parent: '/generaladmission',
    title: 'Arrange a Visit',
    description: 'Come and see the campus: plan a visit, take the virtual tour and find where to stay.',
    content: { file: 'admissions/arrangevisit.mdx' },
  },
  {
    path: '/request_information',
    undated: 'a form whose text and lists are code (the spec fixes its programme lists); it shows no record',
    title: 'Request Information',
    description:
      'Ask the Admissions Office about certificate, undergraduate and graduate programmes. Tell us about yourself and we will contact you within 3 working days.',
  },
  {
    path: '/tuitionfees',
    parent: '/generaladmission',
    shows: ['documents'],
    title: 'Tuition and Fees',
    description:
      'Application and registration fees, refunds, discounts, payment hours and the 2024-2025 tuition and fees document.',
    content: { file: 'admissions/tuitionfees.mdx' },
  },
  {
    path: '/costs',
    parent: '/tuitionfees',
    shows: ['programmes'],
    title: 'What Will It Cost Me?',
    description:
      'Estimate a year’s cost of a programme for where you live, your study load and whether you live on campus, with the discounts and scholarships you could get and the refund if you withdraw.',
  },
  {
    path: '/requirements',
    parent: '/generaladmission',
    shows: ['programmes', 'calendar-events'],
    title: 'What Do I Need to Get In?',
    description:
      'The requirements, documents, fees and next dates for a programme as a first-year, transfer, international, mature, graduate or non-degree applicant.',
  },
  {
    path: '/compare',
    parent: '/searchdegree',
    shows: ['programmes'],
    title: 'Compare Programmes',
    description:
      'Programmes side by side: level, credential, college, duration, cost, entry requirements, careers and next intake.',
  },
  {
    path: '/financialaid',
    parent: '/generaladmission',
    title: 'Financial Aid',
    description: 'Scholarships, discounts, grants, loans and work opportunities that help you pay for your education.',
    content: { file: 'admissions/financialaid.mdx' },
  },
  {
    path: '/scholarshipandstudentaid',
    parent: '/financialaid',
    title: 'Scholarships and Student Aid',
    description: 'Named scholarships and awards from US$500 to JMD$250,000, and how to apply.',
    content: { file: 'admissions/scholarshipandstudentaid.mdx' },
  },
  {
    path: '/students',
    parent: '/undergradadmission',
    title: 'Become an Undergraduate Student',
    description:
      'Requirements, transfer and international admission, tuition and fees, and our undergraduate programmes.',
    content: { file: 'admissions/students.mdx' },
  },
  {
    path: '/grants',
    parent: '/financialaid',
    title: 'Freshman 2022 Grants',
    description: 'Twenty fall grants for incoming freshmen: who may apply, the essay and the April 30, 2022 deadline.',
    content: { file: 'admissions/grants.mdx' },
  },
  // Academics: programmes, colleges, calendars and records
  {
    path: '/undergrad',
    shows: ['programmes'],
    title: 'Undergraduate Programmes',
    description:
      'Associate and bachelor degrees in the sciences, health, business, education, humanities and theology, with their entry requirements and fees.',
  },
  {
    path: '/grad',
    shows: ['programmes'],
    title: 'Graduate Programmes',
    description:
      'Master’s and doctoral programmes in biology, business, counselling, education, information systems, public health and science education.',
  },
  {
    path: '/undergradprograms',
    shows: ['programmes'],
    title: 'Undergraduate Programmes',
    description: 'Every undergraduate programme of the university, searchable by name, in a grid or a table.',
    canonical: '/undergrad',
  },
  {
    path: '/gradprograms',
    shows: ['programmes'],
    title: 'Graduate Programmes',
    description: 'Every master’s and doctoral programme of the university, with campuses and level.',
    canonical: '/grad',
  },
  {
    path: '/searchdegree',
    shows: ['programmes'],
    title: 'Find a Programme',
    description:
      'Search every undergraduate, graduate, extension and certificate programme by name, level, college, campus and modality.',
  },
  {
    path: '/certificateprograms',
    shows: ['programmes'],
    title: 'Certificate Programmes',
    description:
      'About 50 certificate, diploma and graduate certificate programmes, including vendor certifications such as CompTIA and Cisco.',
  },
  {
    path: '/extensionprograms',
    shows: ['programmes'],
    title: 'Extension Campus Offerings',
    description: 'Degrees offered at the eastern and western regional campuses and online, by level and class time.',
  },
  {
    path: '/minors',
    shows: ['minors'],
    title: 'Minors',
    description: 'Minors you can add to your degree, with the department that offers each.',
  },
  {
    path: '/collegeschools',
    shows: ['colleges'],
    title: 'Colleges and Schools',
    description:
      'The university’s four colleges and its School of Religion and Theology, each with its own page of departments, research and contacts.',
  },
  {
    path: '/alldepartments',
    shows: ['colleges', 'departments'],
    title: 'All Departments',
    description: 'Every academic department of the university by college, with links to the departments’ own websites.',
  },
  {
    path: '/college_hubbs',
    parent: '/collegeschools',
    shows: ['colleges', 'departments', 'programmes'],
    title: 'College of Humanities, Behavioural and Social Sciences',
    description:
      'Psychology, social work, communication, languages, history, music and the fine arts for people who want to understand and serve society.',
  },
  {
    path: '/college_cnasahn',
    parent: '/collegeschools',
    shows: ['colleges', 'departments', 'programmes'],
    title: 'College of Natural and Applied Sciences with Allied Health and Nursing',
    description:
      'Nursing, the sciences, computing, mathematics, nutrition and the allied health professions, taught in modern laboratories and clinics.',
  },
  {
    path: '/college_bmh',
    parent: '/collegeschools',
    shows: ['colleges', 'departments', 'programmes'],
    title: 'College of Business and Hospitality Management',
    description:
      'Accounting, management, marketing, finance, entrepreneurship and hospitality, with internships in leading firms and hotels.',
  },
  {
    path: '/college_el',
    parent: '/collegeschools',
    shows: ['colleges', 'departments', 'programmes'],
    title: 'College of Education and Leadership',
    description:
      'Teacher education from early childhood to secondary school, and graduate study in education and leadership.',
  },
  {
    path: '/college_srt',
    parent: '/collegeschools',
    shows: ['colleges', 'departments', 'programmes'],
    title: 'School of Religion and Theology',
    description:
      'Theology, religious studies and biblical languages preparing pastors, chaplains, teachers and scholars.',
  },
  {
    path: '/bulletins',
    shows: ['documents'],
    title: 'Bulletins',
    description:
      'Download every undergraduate and graduate bulletin, the official statement of programmes and policies.',
    content: { file: 'academics/bulletins.mdx' },
  },
  {
    path: '/academiccalendar',
    shows: ['calendar-events', 'calendar-downloads'],
    title: 'Academic Calendar',
    description:
      'Semester dates, registration, add/drop deadlines, examinations, holidays and graduation, month by month, with a yearly calendar to download.',
  },
  {
    path: '/records',
    shows: ['documents'],
    title: 'University Records',
    description: 'Transcripts, letters and forms; registration changes, grading scales, GPA and honours.',
    content: { file: 'academics/records.mdx' },
  },
  {
    path: '/academicadvisement',
    title: 'Academic Advisement',
    description: 'Support for students whose GPA calls for advisement, and how holds on accounts are removed.',
    content: { file: 'academics/academicadvisement.mdx' },
  },
  {
    path: '/graduatestudies',
    shows: ['documents'],
    title: 'Graduate Studies and Research',
    description: 'The School of Graduate Studies and Research: forms, policy documents and research support.',
    content: { file: 'academics/graduatestudies.mdx' },
  },
  {
    path: '/onlineeducation',
    title: 'Digital Education',
    description: 'Study online with live and self-paced learning: how digital courses work and how to begin.',
    content: { file: 'academics/onlineeducation.mdx' },
  },
  {
    path: '/brobook',
    shows: ['documents'],
    title: 'University Brochure',
    description: 'Our programmes, campus life and admissions at a glance, in the university brochure.',
    content: { file: 'academics/brobook.mdx' },
  },
  // Student life
  {
    path: '/clubs',
    title: 'Clubs and Associations',
    description: 'About 13 student associations and the student movement, their aims, and the four club categories.',
    content: { file: 'student-life/clubs.mdx' },
  },
  {
    path: '/campusliving',
    shows: ['documents'],
    title: 'Living on Campus',
    description: 'Our three residence halls for first-year women, returning women and all male students.',
    content: { file: 'student-life/campusliving.mdx' },
  },
  {
    path: '/intercolsports',
    title: 'Intercollegiate Sports',
    description: 'Our teams, their trophies, the photo gallery and who is eligible to play.',
    content: { file: 'student-life/intercolsports.mdx' },
  },
  {
    path: '/virtualtour',
    title: 'Virtual Tour',
    description: 'Walk through the campus online: residence halls, library, chapel, laboratories and sports fields.',
    content: { file: 'student-life/virtualtour.mdx' },
  },
  {
    path: '/studentengagementandretention',
    shows: ['documents'],
    title: 'Student Engagement and Retention',
    description: 'Orientation, outreach, mentorship, the community project and Sports Day.',
    content: { file: 'student-life/studentengagementandretention.mdx' },
  },
  {
    path: '/step',
    parent: '/studentengagementandretention',
    title: 'STEP Mentorship Programme',
    description:
      'The Student Transition & Empowerment Programme: objectives, how it works, who can apply, pay and how to apply.',
    content: { file: 'student-life/step.mdx' },
  },
  {
    path: '/careerservices',
    shows: ['jobs'],
    title: 'Career and Employment Services',
    description:
      'Career planning year by year, from choosing a major to your first job, and the latest openings at the university.',
  },
  {
    path: '/tiles',
    title: 'Student Life',
    description: 'Research, the gym and lounge, student aid, campus visits, residence life and the virtual tour.',
    content: { file: 'student-life/tiles.mdx' },
  },
  // Services, offices and search
  {
    path: '/studentfinance',
    title: 'Student Finance',
    description:
      'Procedures of the student finance office: registration, payments, add/drop, refunds, cheque requisition and more.',
    content: { file: 'services/studentfinance.mdx' },
  },
  {
    path: '/healthwellness',
    title: 'Health and Wellness',
    description: 'The health centre’s services and the doctor’s walk-in clinic hours.',
    content: { file: 'services/healthwellness.mdx' },
  },
  {
    path: '/counsellingpsychology',
    shows: ['documents'],
    title: 'Counselling and Psychological Services',
    description: 'Free, confidential counselling for students, and the referral document and form.',
    content: { file: 'services/counsellingpsychology.mdx' },
  },
  {
    path: '/dentalhygiene',
    title: 'Dental Hygiene Clinic',
    description: 'The clinic’s dental hygiene services and community outreach.',
    content: { file: 'services/dentalhygiene.mdx' },
  },
  {
    path: '/fitnesscentre',
    title: 'Fitness Centre',
    description: 'Equipment, classes and the fitness appraisal for new members.',
    content: { file: 'services/fitnesscentre.mdx' },
  },
  {
    path: '/internationalstudents',
    shows: ['documents'],
    title: 'International Students',
    description: 'The international students office, association, visa extension and handbook.',
    content: { file: 'services/internationalstudents.mdx' },
  },
  {
    path: '/publicsafety',
    title: 'Public Safety',
    description: 'Rules of entrance and exit, contact numbers and the emergency extension.',
    content: { file: 'services/publicsafety.mdx' },
  },
  {
    path: '/keywordsearch',
    title: 'Keyword Search',
    description: 'Search the university website by keyword, or browse keywords from A to Z, to find the page you need.',
    unlisted: 'search results, not content of their own',
  },
  {
    path: '/searchDepartment',
    shows: ['directory-entries'],
    title: 'Department Directory',
    description:
      'Find the telephone extension and e-mail address of every university office and department, and what to contact them about.',
  },
  {
    path: '/openinghours',
    shows: ['office-hours'],
    title: 'Office Hours',
    description:
      'Opening hours and telephone extensions of university offices and services: records, finance, library, health services and more.',
  },
  {
    path: '/unisscomputerlabs',
    parent: '/uniss',
    title: 'Computer Labs',
    description:
      'Computer lab hours, policies, printing credits, prohibited activities and frequently asked questions.',
    content: { file: 'services/unisscomputerlabs.mdx' },
  },
  {
    path: '/uniss',
    title: 'University Information Systems',
    description: 'Application development, infrastructure support, computer labs, ID services and the help desk.',
    content: { file: 'services/uniss.mdx' },
  },
  {
    path: '/careers',
    parent: '/careerservices',
    shows: ['jobs'],
    title: 'Careers',
    description:
      'Open positions at the university: job title, department and application deadline, with the offer and the job description.',
  },
  // News, events and audiences
  {
    path: '/newsandevents',
    shows: ['upcoming-events'],
    title: 'News and Events',
    description:
      'University news, sports, feature stories and upcoming events, with the media group and the student newspaper.',
  },
  {
    path: '/eventscalendar',
    parent: '/newsandevents',
    shows: ['calendar-events', 'calendar-downloads'],
    title: 'Events Calendar',
    description: 'Concerts, weeks of prayer, sports day, homecoming and other campus events, month by month.',
  },
  {
    path: '/allfeaturestories',
    parent: '/newsandevents',
    shows: ['stories'],
    title: 'All feature stories',
    description: 'Feature stories about our students, graduates, faculty and staff.',
  },
  {
    path: '/featurestory',
    title: 'Feature story',
    description: 'One feature story, at /featurestory?article={slug}.',
    canonical: '/allfeaturestories',
    unlisted: 'without ?article= it only redirects to /allfeaturestories; each story is listed by its own URL',
  },
  {
    path: '/news',
    parent: '/newsandevents',
    shows: ['articles'],
    title: 'News and sports',
    description: 'The latest news and sports from the university.',
  },
  {
    path: '/parents',
    shows: ['upcoming-events'],
    title: 'Parents',
    description:
      'Information for parents: upcoming events, orientation, travel and accommodation, advice and frequently asked questions.',
  },
  // About the university
  {
    path: '/ccmpr',
    title: 'Corporate Communications and Marketing',
    description: 'News, media relations, digital communication, publications, events and the university’s brand.',
    content: { file: 'about/ccmpr.mdx' },
  },
  {
    path: '/adminunits',
    title: 'Administrative Units',
    description: 'The offices, departments, services and subsidiaries that serve students, staff and the public.',
    content: { file: 'about/adminunits.mdx' },
  },
  {
    path: '/contactus',
    title: 'Contact Us',
    description:
      'Addresses, phone numbers, e-mail and maps of the main campus and the Kingston, Montego Bay and St. Ann’s Bay regional campuses.',
    content: { file: 'about/contactus.mdx' },
  },
  {
    path: '/map',
    title: 'Map',
    description: 'A world map showing where the university’s main campus lies in Jamaica.',
    content: { file: 'about/map.mdx' },
  },
  {
    path: '/facultystaff',
    title: 'Faculty and Staff',
    description: 'Resources for the university’s faculty and staff.',
    content: { file: 'about/facultystaff.mdx' },
  },
  {
    path: '/alumni',
    title: 'Alumni',
    description: 'Join 40,000+ alumni: free, automatic association membership, homecoming and ways to give back.',
    content: { file: 'about/alumni.mdx' },
  },
  {
    path: '/churchandcommunity',
    title: 'Church and Community',
    description:
      'How the university serves the Seventh-day Adventist Church and its neighbours through worship, health and outreach.',
    content: { file: 'about/churchandcommunity.mdx' },
  },
  {
    path: '/futurencu',
    parent: '/wearencu',
    shows: ['documents', 'home-page'],
    title: 'The Future',
    description:
      'Our vision, mission, commitment, value, strategy and the seven core values that guide the university.',
    content: { file: 'about/futurencu.mdx' },
  },
  {
    path: '/wearencu',
    title: 'About Us',
    description: 'The history of the university and its Alma Mater.',
    content: { file: 'about/wearencu.mdx' },
  },
  {
    path: '/meetourleaders',
    parent: '/wearencu',
    title: 'Meet Our Leaders',
    description:
      'The President, vice presidents and directors who lead the university, with their titles, education and biographies.',
    content: { file: 'about/meetourleaders.mdx' },
  },
  {
    path: '/president_message',
    parent: '/wearencu',
    title: 'A Message from the President',
    description: 'The President welcomes prospective students, parents, alumni and friends to the university.',
    content: { file: 'about/president_message.mdx' },
  },
  {
    path: '/accreditation',
    parent: '/wearencu',
    title: 'Accreditation',
    description: 'The university’s institutional accreditation, granted for seven years effective February 17, 2018.',
    content: { file: 'about/accreditation.mdx' },
  },
  {
    path: '/diversity',
    title: 'Diversity and Inclusion',
    description:
      'Diversity and inclusion at the university: where to learn about our international community and values.',
    content: { file: 'about/diversity.mdx' },
  },
  {
    path: '/faqs',
    title: 'FAQs',
    description:
      'Frequently asked questions: where to find answers on admissions, fees, parents’ questions and computer labs.',
    content: { file: 'about/faqs.mdx' },
  },
  {
    path: '/test',
    title: 'Site Status',
    description: 'A technical check page for staff confirming that the website’s content pages render.',
    unlisted: 'a technical status page for staff (noindex)',
    noindex: true,
    content: { file: 'about/test.mdx' },
  },
  // Giving
  {
    path: '/giving',
    shows: ['donation-campaigns', 'upcoming-events'],
    title: 'Give',
    description:
      'Support students and the university: make a gift, support the RESCUE 2020 appeal and read the stories of students you have helped.',
  },
  {
    path: '/donate',
    parent: '/giving',
    // The page is the giving form's address and frame, from Site settings.
    shows: ['site-settings'],
    title: 'Donate',
    description: 'Give online to the university through our secure giving form.',
  },
  {
    path: '/rescuedonate',
    parent: '/giving',
    shows: ['donation-campaigns'],
    title: 'RESCUE 2020',
    description: 'The RESCUE 2020 appeal helps students whose families lost income continue their studies.',
  },
  {
    path: '/feastOfLight',
    parent: '/giving',
    shows: ['donation-campaigns'],
    title: 'Feast of Lights',
    description:
      'Support the Feast of Lights: ways to contribute online, by bank transfer or in person, the programme and the amount raised so far.',
  },
  {
    path: '/ncu-oval-redevelopment',
    parent: '/giving',
    shows: ['donation-campaigns'],
    title: 'NCU Oval redevelopment',
    description:
      'Help redevelop the university oval: a new track, field and stands. See how much has been raised and donate.',
  },
  // Legal notices
  {
    path: '/cookies',
    title: 'Cookie Policy',
    description: 'The kinds of cookie this website uses and how to change your preferences at any time.',
    content: { file: 'legal/cookies-page.mdx' },
  },
  {
    path: '/privacy',
    title: 'Privacy Notice',
    description:
      'What personal information the university collects through this website, why, and with whom it is shared.',
    content: { file: 'legal/privacy-page.mdx' },
  },
  {
    path: '/dataProtection',
    title: 'Data Protection Notice',
    description:
      'The principles, data types, sharing and protections of the university’s data protection practice, and how to reach its office.',
    content: { file: 'legal/data-protection-page.mdx' },
  },
  {
    path: '/cookieModal',
    title: 'Cookies, privacy and data protection',
    description: 'The cookie policy, privacy notice and data protection notice on one page.',
    unlisted: 'the three legal notices together; each is listed at its own page',
    content: { file: 'legal/all-notices-page.mdx' },
  },
] as const satisfies readonly PageEntry[]

/** A registered page's path: links typed with it cannot point to a page that does not exist. */
export type PagePath = (typeof PAGES)[number]['path']

/** An MDX file of the registry, relative to content/. */
export type ContentFile = Extract<(typeof PAGES)[number], { content: object }>['content']['file']

/**
 * Older spellings still in use, each answered with a permanent redirect (matched in any letter
 * case, except that the lower-case /undergradprograms and /gradprograms are pages of their own).
 */
export const LEGACY_REDIRECTS: Record<string, PagePath> = {
  '/undergradrequirements': '/undergradadmission',
  '/transferstudent': '/transfer_students',
  '/intstudents': '/international_students',
  '/UndergradPrograms': '/undergrad',
  '/GradPrograms': '/grad',
}
