import type { SeedContext } from './context'
import { lexical } from './lexical'
import { slugify } from '@/lib/text/slug'

/** Colleges, departments, minors and every programme. Idempotent: upserts on code/slug/name. */

type CollegeSeed = {
  code: string
  name: string
  route: string
  order: number
  summary: string
  colors: [string, string]
  dean: string
  research: [string, string][]
}

/** Each college's own people: three top achievers [name, standing, achievement], a graduate's story, two staff. */
type CollegePeople = {
  achievers: [string, string, string][]
  story: { name: string; year: number; quote: string }
  assistant: string
  advisor: string
}

const COLLEGE_PEOPLE: Record<string, CollegePeople> = {
  CNAS: {
    achievers: [
      ['Kimberly Brown', 'B.Sc. Nursing, class of 2025', 'Top score in the regional nursing licensure examination'],
      ['Jason Thompson', 'B.Sc. Computer Science, class of 2025', 'Winner of the national student software challenge'],
      ['Alicia Reid', 'B.Sc. Biology, final year', 'Co-author of a paper on medicinal plants of the Caribbean'],
    ],
    story: {
      name: 'Daniel Morgan',
      year: 2018,
      quote:
        'The clinical placements my lecturers arranged taught me more than any textbook. I now lead a ward at a regional hospital, and I still call my old professors for advice.',
    },
    assistant: 'Sharon Lewis',
    advisor: 'Michael Francis',
  },
  HUBBS: {
    achievers: [
      [
        'Tanesha Williams',
        'B.A. Psychology, class of 2025',
        'Grade point average 3.96 and the department’s research award',
      ],
      ['Omar Clarke', 'B.A. Communication, final year', 'First prize in the national student journalism awards'],
      ['Renee Bailey', 'B.S.W. Social Work, class of 2025', 'Led a community literacy project in rural Manchester'],
    ],
    story: {
      name: 'Patrice Gordon',
      year: 2016,
      quote:
        'Social work here was never only theory: every semester we served a real community. That is the work I do today as a child-protection officer.',
    },
    assistant: 'Melissa Grant',
    advisor: 'Dwayne Palmer',
  },
  BMH: {
    achievers: [
      [
        'Christopher Allen',
        'B.Sc. Accounting, class of 2025',
        'Highest score in the professional accounting examination, first sitting',
      ],
      [
        'Shanice Edwards',
        'B.Sc. Hospitality Management, final year',
        'Gold medal at the regional culinary and hospitality games',
      ],
      [
        'Jermaine Walker',
        'B.B.A. Management, class of 2025',
        'Founded a campus business that now employs six students',
      ],
    ],
    story: {
      name: 'Natalie Spencer',
      year: 2014,
      quote:
        'The internship the college found me in my third year became my first job. Ten years on I manage the finance team of the same company.',
    },
    assistant: 'Karen Douglas',
    advisor: 'Andre Mitchell',
  },
  CEL: {
    achievers: [
      [
        'Sasha-Kay Morrison',
        'B.Ed. Early Childhood Education, class of 2025',
        'Student teacher of the year in her practicum school',
      ],
      [
        'Ricardo Henry',
        'B.Ed. Mathematics Education, final year',
        'Coached a secondary school team to the national mathematics olympiad',
      ],
      [
        'Latoya Simpson',
        'M.A. Educational Leadership, class of 2025',
        'Thesis on teacher retention adopted by her school board',
      ],
    ],
    story: {
      name: 'Marlon Ellis',
      year: 2012,
      quote:
        'I came to be a teacher and left ready to lead a school. The principalship I hold today grew from what I learned in the leadership seminars.',
    },
    assistant: 'Paulette Brown',
    advisor: 'Garfield Nelson',
  },
  SRT: {
    achievers: [
      ['Joel Anderson', 'B.A. Theology, class of 2025', 'Valedictorian, summa cum laude'],
      ['Deborah Francis', 'B.A. Religion, final year', 'Winner of the inter-university preaching competition'],
      [
        'Samuel Powell',
        'M.A. Pastoral Ministry, class of 2025',
        'Planted a congregation of 120 members during his internship',
      ],
    ],
    story: {
      name: 'Ruth Bennett',
      year: 2015,
      quote:
        'The school taught me to read the Scriptures carefully and to listen to people carefully. I use both every day as a hospital chaplain.',
    },
    assistant: 'Janet Reid',
    advisor: 'Trevor Watson',
  },
}

export const COLLEGES: CollegeSeed[] = [
  {
    code: 'CNAS',
    name: 'College of Natural and Applied Sciences with Allied Health and Nursing',
    route: '/college_cnasahn',
    order: 1,
    summary:
      'Nursing, the sciences, computing, mathematics, nutrition and the allied health professions, taught in modern laboratories and clinics.',
    colors: ['#0b3d6e', '#1f7a8c'],
    dean: 'Dr. Marcia Henry',
    research: [
      ['Medicinal plants of the Caribbean', 'Students and faculty screen local plants for antimicrobial compounds.'],
      ['Coastal water quality', 'A long-running study of nitrate levels along the south coast.'],
      ['Nursing workforce outcomes', 'Tracking where our nursing graduates serve and how long they stay.'],
    ],
  },
  {
    code: 'HUBBS',
    name: 'College of Humanities, Behavioural and Social Sciences',
    route: '/college_hubbs',
    order: 2,
    summary:
      'Psychology, social work, communication, languages, history, music and the fine arts for people who want to understand and serve society.',
    colors: ['#6b1d3a', '#c0392b'],
    dean: 'Dr. Andrew Campbell',
    research: [
      ['Youth resilience study', 'Interviews with 400 teenagers on coping, faith and family.'],
      ['Caribbean oral histories', 'Recording the memories of rural elders before they are lost.'],
      ['Media literacy in schools', 'Measuring how students judge news they see online.'],
    ],
  },
  {
    code: 'BMH',
    name: 'College of Business and Hospitality Management',
    route: '/college_bmh',
    order: 3,
    summary:
      'Accounting, management, marketing, finance, entrepreneurship and hospitality, with internships in leading firms and hotels.',
    colors: ['#7a4b00', '#d4a017'],
    dean: 'Dr. Paul Richards',
    research: [
      ['Small business survival', 'Why some micro-enterprises last five years and others do not.'],
      ['Sustainable tourism', 'Community tourism models for the north coast.'],
      ['Financial literacy', 'A campus-wide programme on budgeting and saving.'],
    ],
  },
  {
    code: 'CEL',
    name: 'College of Education and Leadership',
    route: '/college_el',
    order: 4,
    summary:
      'Teacher education from early childhood to secondary school, and graduate study in education and leadership.',
    colors: ['#1e5631', '#4c9a2a'],
    dean: 'Dr. Joan Williams',
    research: [
      ['Reading readiness', 'Early literacy interventions in partner primary schools.'],
      ['Mathematics anxiety', 'Teaching strategies that reduce fear of mathematics.'],
      ['School leadership', 'How principals shape school climate and results.'],
    ],
  },
  {
    code: 'SRT',
    name: 'School of Religion and Theology',
    route: '/college_srt',
    order: 5,
    summary: 'Theology, religious studies and biblical languages preparing pastors, chaplains, teachers and scholars.',
    colors: ['#3d2c8d', '#916bbf'],
    dean: 'Dr. Samuel Grant',
    research: [
      ['Early Caribbean Adventism', 'Archival work on the first congregations of the island.'],
      ['Biblical languages online', 'An open course in Greek and Hebrew for lay members.'],
      ['Chaplaincy in hospitals', 'How spiritual care affects patient recovery.'],
    ],
  },
]

const DEPARTMENTS: { code: string; name: string; college: string; website?: string }[] = [
  { code: 'N', name: 'Nursing', college: 'CNAS', website: 'https://nursing.example.edu' },
  { code: 'BCES', name: 'Biology, Chemistry and Environmental Sciences', college: 'CNAS' },
  { code: 'CIS', name: 'Computer and Information Sciences', college: 'CNAS', website: 'https://cis.example.edu' },
  { code: 'DNFS', name: 'Dietetics, Nutrition and Food Science', college: 'CNAS' },
  { code: 'DH', name: 'Dental Hygiene', college: 'CNAS', website: 'https://dentalhygiene.example.edu' },
  { code: 'MT', name: 'Medical Technology', college: 'CNAS' },
  { code: 'ME', name: 'Mathematics and Engineering', college: 'CNAS' },
  { code: 'BSS', name: 'Behavioural and Social Sciences', college: 'HUBBS', website: 'https://bss.example.edu' },
  { code: 'COMM', name: 'Communication Studies', college: 'HUBBS' },
  { code: 'HUM', name: 'Humanities', college: 'HUBBS' },
  { code: 'MFA', name: 'Music and Fine Arts', college: 'HUBBS', website: 'https://music.example.edu' },
  { code: 'GP', name: 'Government and Public Policy', college: 'HUBBS' },
  { code: 'GS', name: 'General Studies', college: 'HUBBS' },
  { code: 'BHM', name: 'Business and Hospitality Management', college: 'BMH', website: 'https://business.example.edu' },
  { code: 'TED', name: 'Teacher Education', college: 'CEL', website: 'https://education.example.edu' },
  { code: 'GEL', name: 'Graduate Education and Leadership', college: 'CEL' },
  { code: 'SRT', name: 'Religion and Theology', college: 'SRT', website: 'https://theology.example.edu' },
]

/** [name, department, levels] where levels uses AS, AA, BS, BA. */
export const UNDERGRADUATE: [string, string, string][] = [
  ['Nursing', 'N', 'BS'],
  ['Biology', 'BCES', 'AS,BS'],
  ['Chemistry', 'BCES', 'BS'],
  ['Environmental Science', 'BCES', 'BS'],
  ['Biochemistry', 'BCES', 'BS'],
  ['Computer Science', 'CIS', 'AS,BS'],
  ['Computer Information Systems', 'CIS', 'AS,BS'],
  ['Information Technology', 'CIS', 'AS,BS'],
  ['Cybersecurity', 'CIS', 'BS'],
  ['Dietetics', 'DNFS', 'BS'],
  ['Nutrition and Food Science', 'DNFS', 'AS,BS'],
  ['Dental Hygiene', 'DH', 'AS,BS'],
  ['Medical Technology', 'MT', 'BS'],
  ['Mathematics', 'ME', 'BS,BA'],
  ['Engineering Technology', 'ME', 'AS,BS'],
  ['Physics', 'ME', 'BS'],
  ['Actuarial Science', 'ME', 'BS'],
  ['Psychology', 'BSS', 'BS,BA'],
  ['Social Work', 'BSS', 'BS'],
  ['Sociology', 'BSS', 'BA'],
  ['Communication Studies', 'COMM', 'BA'],
  ['Media and Journalism', 'COMM', 'AA,BA'],
  ['Public Relations', 'COMM', 'BA'],
  ['English Language and Literature', 'HUM', 'BA'],
  ['History', 'HUM', 'BA'],
  ['Spanish', 'HUM', 'AA,BA'],
  ['Music', 'MFA', 'AA,BA'],
  ['Fine Arts', 'MFA', 'BA'],
  ['Government and Public Policy', 'GP', 'BA'],
  ['International Relations', 'GP', 'BA'],
  ['General Studies', 'GS', 'AA'],
  ['Accounting', 'BHM', 'AS,BS'],
  ['Management', 'BHM', 'AS,BS'],
  ['Marketing', 'BHM', 'BS'],
  ['Finance', 'BHM', 'BS'],
  ['Hospitality and Tourism Management', 'BHM', 'AS,BS'],
  ['Human Resource Management', 'BHM', 'BS'],
  ['Entrepreneurship', 'BHM', 'AS,BS'],
  ['Early Childhood Education', 'TED', 'AS,BS'],
  ['Primary Education', 'TED', 'BS'],
  ['Mathematics Education', 'TED', 'BS'],
  ['English Education', 'TED', 'BA'],
  ['Physical Education and Sports', 'TED', 'AS,BS'],
  ['Special Education', 'TED', 'BS'],
  ['Educational Leadership and Administration', 'GEL', 'BS'],
  ['Theology', 'SRT', 'BA'],
  ['Religious Studies', 'SRT', 'AA,BA'],
  ['Biblical Languages', 'SRT', 'BA'],
]

/** Spec §5: the eight graduate programmes. [name, department, level, local tuition, USD tuition, duration] */
export const GRADUATE: [string, string, string, number, number, string][] = [
  ['Biology', 'BCES', "Master's", 1_180_000, 8_200, '2 years'],
  ['Business Administration', 'BHM', "Master's", 1_350_000, 9_400, '18 months'],
  ['Counselling Psychology', 'BSS', "Master's", 1_240_000, 8_600, '2 years'],
  ['Education', 'GEL', 'Doctoral', 1_650_000, 11_500, '3 years'],
  ['Educational Psychology', 'GEL', "Master's", 1_120_000, 7_800, '2 years'],
  ['Information Systems', 'CIS', "Master's", 1_290_000, 9_000, '2 years'],
  ['Public Health', 'DNFS', "Master's", 1_310_000, 9_100, '2 years'],
  ['Science Education', 'TED', "Master's", 1_090_000, 7_600, '2 years'],
]

/** [name, levels (asc, aa, bsc, ba, phd), times (day, evening), places (eastern, western, online)] */
const EXTENSION: [string, string, string, string][] = [
  ['Accounting', 'asc,bsc', 'evening', 'eastern,western'],
  ['Management', 'asc,bsc', 'day,evening', 'eastern,western,online'],
  ['Early Childhood Education', 'asc,bsc', 'evening', 'western'],
  ['Primary Education', 'bsc', 'day', 'eastern'],
  ['Psychology', 'ba', 'evening', 'eastern,online'],
  ['Information Technology', 'asc,bsc', 'evening', 'eastern,western,online'],
  ['Nursing', 'bsc', 'day', 'western'],
  ['Religious Studies', 'aa,ba', 'evening', 'online'],
  ['Hospitality and Tourism Management', 'asc', 'day', 'western'],
  ['Educational Leadership', 'phd', 'evening', 'eastern,online'],
  ['General Studies', 'aa', 'evening', 'eastern,western,online'],
]

/** [name, level, department] */
export const CERTIFICATES: [string, 'Certificate' | 'Diploma' | 'Graduate', string][] = [
  ['CompTIA A+', 'Certificate', 'CIS'],
  ['CompTIA Network+', 'Certificate', 'CIS'],
  ['CompTIA Security+', 'Certificate', 'CIS'],
  ['Cisco CCNA', 'Certificate', 'CIS'],
  ['Cisco CCNP Enterprise', 'Certificate', 'CIS'],
  ['Microsoft Office Specialist', 'Certificate', 'CIS'],
  ['Microsoft Azure Fundamentals', 'Certificate', 'CIS'],
  ['AWS Certified Cloud Practitioner', 'Certificate', 'CIS'],
  ['Oracle Database SQL', 'Certificate', 'CIS'],
  ['Certified Ethical Hacker', 'Certificate', 'CIS'],
  ['Web Design and Development', 'Diploma', 'CIS'],
  ['Computer Repair and Maintenance', 'Certificate', 'CIS'],
  ['Data Analytics', 'Graduate', 'CIS'],
  ['Accounting Technician', 'Diploma', 'BHM'],
  ['QuickBooks Bookkeeping', 'Certificate', 'BHM'],
  ['Customer Service Excellence', 'Certificate', 'BHM'],
  ['Small Business Management', 'Certificate', 'BHM'],
  ['Project Management Fundamentals', 'Certificate', 'BHM'],
  ['Human Resource Practice', 'Diploma', 'BHM'],
  ['Hotel Front Office Operations', 'Certificate', 'BHM'],
  ['Culinary Arts', 'Diploma', 'BHM'],
  ['Events Management', 'Certificate', 'BHM'],
  ['Supply Chain Management', 'Graduate', 'BHM'],
  ['Financial Planning', 'Graduate', 'BHM'],
  ['Early Childhood Care', 'Certificate', 'TED'],
  ['Teaching Assistant Practice', 'Certificate', 'TED'],
  ['Special Needs Education', 'Diploma', 'TED'],
  ['Teaching English as a Second Language', 'Certificate', 'TED'],
  ['Educational Administration', 'Graduate', 'GEL'],
  ['Instructional Technology', 'Graduate', 'GEL'],
  ['Guidance and Counselling', 'Diploma', 'BSS'],
  ['Addiction Studies', 'Certificate', 'BSS'],
  ['Conflict Resolution and Mediation', 'Certificate', 'BSS'],
  ['Social Work Practice', 'Diploma', 'BSS'],
  ['Sign Language', 'Certificate', 'HUM'],
  ['Spanish for Professionals', 'Certificate', 'HUM'],
  ['Creative Writing', 'Certificate', 'HUM'],
  ['Photography', 'Certificate', 'MFA'],
  ['Music Theory and Practice', 'Diploma', 'MFA'],
  ['Graphic Design', 'Certificate', 'MFA'],
  ['Broadcast Journalism', 'Diploma', 'COMM'],
  ['Public Speaking', 'Certificate', 'COMM'],
  ['Phlebotomy', 'Certificate', 'MT'],
  ['Pharmacy Technician', 'Diploma', 'MT'],
  ['Patient Care Assistant', 'Certificate', 'N'],
  ['Emergency Medical Technician', 'Certificate', 'N'],
  ['Nutrition and Wellness Coaching', 'Certificate', 'DNFS'],
  ['Dental Assisting', 'Certificate', 'DH'],
  ['Pastoral Ministry', 'Diploma', 'SRT'],
  ['Chaplaincy', 'Graduate', 'SRT'],
]

/** [name, department] */
const MINORS: [string, string][] = [
  ['Accounting', 'BHM'],
  ['Management', 'BHM'],
  ['Marketing', 'BHM'],
  ['Hospitality Management', 'BHM'],
  ['Biology', 'BCES'],
  ['Chemistry', 'BCES'],
  ['Environmental Studies', 'BCES'],
  ['Computer Science', 'CIS'],
  ['Information Technology', 'CIS'],
  ['Mathematics', 'ME'],
  ['Physics', 'ME'],
  ['Nutrition', 'DNFS'],
  ['Health Sciences', 'MT'],
  ['Community Health Nursing', 'N'],
  ['Oral Health Promotion', 'DH'],
  ['Psychology', 'BSS'],
  ['Sociology', 'BSS'],
  ['Communication', 'COMM'],
  ['Journalism', 'COMM'],
  ['English', 'HUM'],
  ['History', 'HUM'],
  ['Spanish', 'HUM'],
  ['Music', 'MFA'],
  ['Political Science', 'GP'],
  ['Religion', 'SRT'],
  ['Education', 'TED'],
  ['Leadership', 'GEL'],
  ['Caribbean Studies', 'GS'],
]

const CAMPUSES = [
  'Main campus (Mandeville)',
  'East regional campus (Kingston)',
  'West regional campus (Montego Bay)',
  'North regional campus (St. Ann\u2019s Bay)',
]

const hash = (text: string) => [...text].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7)

const LINKS = [
  { label: 'Tuition and fees', url: '/tuitionfees' },
  { label: 'Financial aid', url: '/financialaid' },
  { label: 'Undergraduate admission', url: '/undergradadmission' },
  { label: 'Request information', url: '/request_information' },
  { label: 'Minors', url: '/minors' },
]

/** A college contact's number: in 555-0100–0199, the range reserved for fiction, never a real line. */
export const collegePhone = (order: number, contact: number) => `(876) 555-0${120 + order * 3 + contact}`

export async function seedProgrammes(ctx: SeedContext) {
  const collegeIds: Record<string, number | string> = {}
  for (const c of COLLEGES) {
    const code = c.code.toLowerCase()
    const people = COLLEGE_PEOPLE[c.code]
    const initials = (name: string) =>
      name
        .split(/[\s-]/)
        .map((w) => w[0])
        .join('')
    const [image, deanPhoto, storyPhoto, ...more] = await ctx.images([
      {
        key: `college-${code}`,
        alt: c.name,
        label: c.code,
        motif: 'campus',
        colors: c.colors,
        width: 1200,
        height: 700,
      },
      {
        key: `college-${code}-dean`,
        alt: `Portrait of ${c.dean}`,
        label: initials(c.dean.replace('Dr. ', '')),
        motif: 'people',
        colors: c.colors,
        width: 480,
        height: 560,
      },
      {
        key: `college-${code}-story`,
        alt: `Portrait of ${people.story.name}`,
        label: initials(people.story.name),
        motif: 'people',
        colors: c.colors,
        width: 600,
        height: 600,
      },
      ...c.research.map(([title], i) => ({
        key: `college-${code}-research-${i + 1}`,
        alt: title,
        label: 'Research',
        motif: 'book' as const,
        colors: c.colors,
        width: 800,
        height: 500,
      })),
      ...people.achievers.map(([name], i) => ({
        key: `college-${code}-achiever-${i + 1}`,
        alt: `Portrait of ${name}`,
        label: initials(name),
        motif: 'people' as const,
        colors: c.colors,
        width: 400,
        height: 400,
      })),
    ])
    const research = c.research.map(([title, summary], i) => ({ title, summary, image: more[i] }))
    const topAchievers = people.achievers.map(([name, programme, achievement], i) => ({
      name,
      programme,
      achievement,
      photo: more[c.research.length + i],
    }))
    const { id } = await ctx.upsert(
      'colleges',
      { code: { equals: c.code } },
      {
        name: c.name,
        code: c.code,
        route: c.route,
        order: c.order,
        summary: c.summary,
        image,
        dean: {
          name: c.dean,
          photo: deanPhoto,
          message: lexical(
            `Welcome to the ${c.name}. We are a community of teachers and learners who believe that excellent scholarship and faithful service belong together.`,
            'Our classes are small, our faculty know their students by name, and our graduates go on to serve in hospitals, schools, churches, firms and public service across the Caribbean and beyond.',
            'Come and visit us: we would be glad to show you what we do.',
          ),
        },
        research,
        topAchievers,
        successStory: {
          name: `${people.story.name}, class of ${people.story.year}`,
          quote: people.story.quote,
          photo: storyPhoto,
        },
        contacts: [
          {
            name: c.dean,
            role: 'Dean',
            internalExtension: `${2100 + c.order * 10}`,
            externalPhone: collegePhone(c.order, 0),
            email: `dean.${c.code.toLowerCase()}@example.edu`,
          },
          {
            name: people.assistant,
            role: 'Administrative assistant',
            internalExtension: `${2101 + c.order * 10}`,
            externalPhone: collegePhone(c.order, 1),
            email: `${c.code.toLowerCase()}@example.edu`,
          },
          {
            name: people.advisor,
            role: 'Academic advisor',
            internalExtension: `${2102 + c.order * 10}`,
            externalPhone: collegePhone(c.order, 2),
            email: `advising.${c.code.toLowerCase()}@example.edu`,
          },
        ],
      },
    )
    collegeIds[c.code] = id
  }

  const collegeColors = (departmentCode: string) =>
    COLLEGES.find((c) => c.code === DEPARTMENTS.find((d) => d.code === departmentCode)!.college)!.colors

  // The departments' and programmes' pictures first, several at once (most of the seed's time is
  // spent drawing and resizing them), then the records that use them.
  const departmentImages = await ctx.images(
    DEPARTMENTS.map((d) => ({
      key: `department-${d.code.toLowerCase()}`,
      alt: d.name,
      label: d.code,
      motif: 'book' as const,
      colors: collegeColors(d.code),
      width: 800,
      height: 500,
    })),
  )
  const backgroundCodes = [...new Set(UNDERGRADUATE.map(([, code]) => code))]
  const backgroundIds = await ctx.images(
    backgroundCodes.flatMap((code) => {
      const d = DEPARTMENTS.find((x) => x.code === code)!
      const colors = collegeColors(code)
      return (['campus', 'people', 'book', 'event'] as const).map((motif, i) => ({
        key: `programme-bg-${code.toLowerCase()}-${i + 1}`,
        alt: `${d.name} students and facilities`,
        motif,
        colors: [colors[(i + 1) % 2], colors[i % 2]] as [string, string],
        width: 1200,
        height: 600,
      }))
    }),
  )
  const backgroundsFor = (code: string) => {
    const at = backgroundCodes.indexOf(code) * 4
    return backgroundIds.slice(at, at + 4)
  }
  const undergraduateThumbnails = await ctx.images(
    UNDERGRADUATE.map(([name, code]) => ({
      key: `programme-${slugify(name)}`,
      alt: `${name} students at work`,
      label: name.length > 18 ? name.split(' ')[0] : name,
      motif: 'book' as const,
      colors: collegeColors(code),
      width: 640,
      height: 400,
    })),
  )
  const graduateThumbnails = await ctx.images(
    GRADUATE.map(([name, code]) => ({
      key: `programme-${slugify(name)}-graduate`,
      alt: `${name} graduate students`,
      label: name.split(' ')[0],
      motif: 'people' as const,
      colors: collegeColors(code),
      width: 640,
      height: 400,
    })),
  )

  const deptIds: Record<string, number | string> = {}
  for (const [i, d] of DEPARTMENTS.entries()) {
    const { id } = await ctx.upsert(
      'departments',
      { code: { equals: d.code } },
      { name: d.name, code: d.code, college: collegeIds[d.college], website: d.website, image: departmentImages[i] },
    )
    deptIds[d.code] = id
  }

  for (const [index, [name, code, levelText]] of UNDERGRADUATE.entries()) {
    const flags = levelText.split(',')
    const bachelor = flags.includes('BS') || flags.includes('BA')
    const dept = DEPARTMENTS.find((d) => d.code === code)!
    const thumbnail = undergraduateThumbnails[index]
    const bg = backgroundsFor(code).slice(0, 2 + (index % 3))
    await ctx.upsert(
      'programmes',
      { slug: { equals: slugify(name) } },
      {
        _status: 'published',
        name,
        slug: slugify(name),
        kind: 'undergraduate',
        level: bachelor ? "Bachelor's" : 'Associate',
        department: deptIds[code],
        levels: {
          associateScience: flags.includes('AS'),
          associateArts: flags.includes('AA'),
          bachelorScience: flags.includes('BS'),
          bachelorArts: flags.includes('BA'),
        },
        campuses:
          index % 4 === 0 ? [CAMPUSES[0], CAMPUSES[1]] : index % 4 === 1 ? [CAMPUSES[0], CAMPUSES[2]] : [CAMPUSES[0]],
        modalities: index % 3 === 0 ? ['Face-to-face', 'Blended'] : ['Face-to-face'],
        accredited: true,
        duration: bachelor ? '4 years (full time)' : '2 years (full time)',
        tuitionLocal: 620_000 + (hash(name) % 30) * 10_000,
        overview: lexical(
          `The ${name} programme prepares you for a career and for further study, grounded in Christian values and taught by faculty of the Department of ${dept.name}.`,
        ),
        description: lexical(
          `Students of ${name} combine a strong general-education core with specialised courses, laboratory or studio work and a supervised practicum.`,
          'Small classes mean you are known by name, and every student has an academic advisor from the first semester to graduation.',
        ),
        // The level's admission rules come from the policy (lib/programmes/entry-requirements.ts); a
        // programme's own field holds only what it adds.
        matriculationRequirements: lexical(`Passes in subjects related to ${name} are an advantage.`),
        provisionalRequirements: null,
        skills: [
          'Critical thinking and problem solving',
          'Written and oral communication',
          `Core methods of ${name.toLowerCase()}`,
          'Teamwork and leadership',
          'Ethical decision making',
        ].map((skill) => ({ skill })),
        careers: [
          `${name} specialist`,
          'Researcher or analyst',
          'Consultant',
          'Public service officer',
          'Graduate study',
        ].map((career) => ({ career })),
        graduateBenefit: `Graduates of ${name} leave with a recognised degree, a portfolio of practical work and a network of alumni across the region.`,
        thumbnail,
        backgroundImages: bg,
        links: LINKS,
      },
    )
  }

  for (const [index, [name, code, level, local, usd, duration]] of GRADUATE.entries()) {
    const gslug = `${slugify(name)}-graduate`
    const thumbnail = graduateThumbnails[index]
    await ctx.upsert(
      'programmes',
      { slug: { equals: gslug } },
      {
        _status: 'published',
        name,
        slug: gslug,
        kind: 'graduate',
        level,
        department: deptIds[code],
        campuses: [CAMPUSES[0], CAMPUSES[1]],
        modalities: ['Face-to-face', 'Online'],
        accredited: true,
        duration,
        tuitionLocal: local,
        tuitionInternational: usd,
        overview: lexical(
          `The graduate programme in ${name} deepens your expertise through advanced study, research and professional practice.`,
        ),
        description: lexical(
          'Classes meet on weekends and evenings so that working professionals can study without leaving their jobs.',
          'Every student completes a research project or thesis supervised by a member of the graduate faculty.',
        ),
        matriculationRequirements: null,
        skills: [
          'Advanced research methods',
          'Leadership in the profession',
          `Specialised knowledge of ${name.toLowerCase()}`,
          'Academic writing',
        ].map((skill) => ({ skill })),
        careers: ['Senior practitioner', 'Manager or director', 'Lecturer', 'Researcher'].map((career) => ({ career })),
        graduateBenefit: `A graduate degree in ${name} recognised across the region.`,
        thumbnail,
        links: [
          { label: 'Graduate admission', url: '/graduateadmission' },
          { label: 'Graduate studies and research', url: '/graduatestudies' },
          { label: 'Tuition and fees', url: '/tuitionfees' },
        ],
      },
    )
  }

  for (const [name, levelText, times, places] of EXTENSION) {
    const l = levelText.split(',')
    const t = times.split(',')
    const p = places.split(',')
    const eslug = `${slugify(name)}-extension`
    await ctx.upsert(
      'programmes',
      { slug: { equals: eslug } },
      {
        _status: 'published',
        name,
        slug: eslug,
        kind: 'extension',
        level: l.includes('phd') ? 'Doctoral' : l.some((x) => x.startsWith('b')) ? "Bachelor's" : 'Associate',
        levels: {
          associateScience: l.includes('asc'),
          associateArts: l.includes('aa'),
          bachelorScience: l.includes('bsc'),
          bachelorArts: l.includes('ba'),
          doctorate: l.includes('phd'),
        },
        extension: {
          day: t.includes('day'),
          evening: t.includes('evening'),
          eastern: p.includes('eastern'),
          western: p.includes('western'),
          online: p.includes('online'),
        },
        campuses: [p.includes('eastern') ? CAMPUSES[1] : null, p.includes('western') ? CAMPUSES[2] : null].filter(
          Boolean,
        ),
        modalities: p.includes('online') ? ['Face-to-face', 'Online'] : ['Face-to-face'],
      },
    )
  }

  for (const [name, level, code] of CERTIFICATES) {
    const cslug = `${slugify(name)}-certificate`
    await ctx.upsert(
      'programmes',
      { slug: { equals: cslug } },
      {
        _status: 'published',
        name,
        slug: cslug,
        kind: 'certificate',
        certificateLevel: level,
        level,
        department: deptIds[code],
        campuses: [CAMPUSES[0]],
        modalities: hash(name) % 2 ? ['Face-to-face', 'Online'] : ['Face-to-face'],
      },
    )
  }

  for (const [name, code] of MINORS) {
    await ctx.upsert('minors', { name: { equals: name } }, { name, department: deptIds[code] })
  }
}
