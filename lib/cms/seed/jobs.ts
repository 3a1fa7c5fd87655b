import type { SeedContext } from './context'
import { fromToday } from './dates'
import { lexical } from './lexical'
import { slugify } from '@/lib/text/slug'

/** Job vacancies (/careers), some closing soon. */
const JOBS = [
  [
    'Lecturer in Nursing',
    'School of Nursing',
    20,
    'FULL_TIME',
    'teach medical-surgical and community health nursing to bachelor’s students and supervise their clinical practice',
    'a master’s degree in nursing, registration with the Nursing Council of Jamaica and three years of clinical experience',
  ],
  [
    'Lecturer in Computer Science',
    'Department of Computer and Information Sciences',
    25,
    'FULL_TIME',
    'teach programming, data structures and databases, advise final-year projects and take part in research',
    'a master’s degree in computer science or a related field; a doctorate or industry experience is an asset',
  ],
  [
    'Assistant Registrar',
    'University Records',
    14,
    'FULL_TIME',
    'keep student records, prepare transcripts and graduation audits and help students with registration',
    'a bachelor’s degree, three years in a records or registry office and care with confidential information',
  ],
  [
    'Accounts Clerk',
    'Student Finance',
    30,
    'FULL_TIME',
    'post student payments, reconcile accounts and answer students’ questions about their statements',
    'an associate degree in accounting or CXC/CSEC passes including mathematics, and two years in accounts',
  ],
  [
    'Residence Hall Dean',
    'Student Services',
    18,
    'FULL_TIME',
    'lead the life of a residence hall: worship, discipline, safety and the well-being of about 300 students',
    'a bachelor’s degree, experience with young adults and a commitment to the university’s Christian mission',
  ],
  [
    'Laboratory Technician',
    'Department of Biology, Chemistry and Environmental Sciences',
    21,
    'PART_TIME',
    'prepare teaching laboratories, look after equipment and chemicals and keep the laboratories safe',
    'an associate degree in a science and laboratory experience',
  ],
  [
    'Admissions Officer',
    'Office of Admissions',
    28,
    'FULL_TIME',
    'guide applicants from first enquiry to enrolment, visit schools and churches and review applications',
    'a bachelor’s degree, clear writing and speaking, and a driver’s licence',
  ],
  [
    'Library Assistant',
    'Library Services',
    35,
    'PART_TIME',
    'serve readers at the circulation desk, shelve and process books and help students find sources',
    'CXC/CSEC passes including English, and courtesy with the public; library training is an asset',
  ],
  [
    'Groundskeeper',
    'Physical Plant',
    -3,
    'TEMPORARY',
    'keep the campus lawns, gardens and paths tidy and safe',
    'experience in grounds work',
  ],
] as const

export async function seedJobs(ctx: SeedContext) {
  for (const [title, department, days, employmentType, duties, qualifications] of JOBS) {
    await ctx.upsert(
      'jobs',
      { title: { equals: title } },
      {
        title,
        department,
        closingDate: fromToday(days, 22),
        employmentType: [employmentType],
        description: lexical(
          `The ${department} is hiring: ${title}. The post holder will ${duties}.`,
          `You will need ${qualifications}.`,
          'Send a letter of application, your curriculum vitae and the names of three referees through the offer link below by the closing date. Only shortlisted applicants will be contacted.',
        ),
        advertUrl: `https://jobs.example.edu/offers/${slugify(title)}`,
        descriptionUrl: `https://jobs.example.edu/descriptions/${slugify(title)}.pdf`,
      },
    )
  }
}
