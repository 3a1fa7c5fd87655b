/** A university officer shown on /meetourleaders (spec §3 "leader: name, title, education, biography"). */
export type Leader = {
  id: string
  name: string
  title: string
  education: string[]
  biography: string[]
  /** Local illustration under public/images/leaders/. */
  photo: string
}

// The spec withholds the real names and biographies; these are clearly labelled sample profiles
// that the communications office replaces.
export const PRESIDENT: Leader = {
  id: 'president',
  name: 'Dr. Andrea Morgan-Clarke',
  title: 'President',
  education: ['PhD, Higher Education Leadership', 'MA, Educational Administration', 'BA, Theology'],
  biography: [
    'The President leads the university in its mission of excellence in education, service and character, working with the Board of Trustees, faculty, staff and students across the main campus and the three regional campuses.',
    'Before taking office, the President served the university as a teacher, department chair and dean, and led church education programmes in the Caribbean.',
    'The President’s priorities are student success, academic quality and accreditation, the growth of graduate and online studies, and service to church and community.',
  ],
  photo: '/images/leaders/president.svg',
}

export const OFFICERS: Leader[] = [
  {
    id: 'vp-academic',
    name: 'Dr. Marcus Whyte',
    title: 'Vice President, Academic Administration',
    education: ['PhD, Curriculum and Instruction', 'MSc, Mathematics Education'],
    biography: [
      'The Vice President for Academic Administration oversees the colleges and schools, graduate studies and research, records and academic advisement.',
      'He has taught mathematics and education courses and has led curriculum review and accreditation self-studies.',
    ],
    photo: '/images/leaders/vp-academic.svg',
  },
  {
    id: 'vp-student',
    name: 'Pastor Denise Reid',
    title: 'Vice President, Student Services',
    education: ['DMin, Pastoral Care', 'MA, Counselling Psychology'],
    biography: [
      'The Vice President for Student Services leads residence halls, counselling, health and wellness, student engagement and retention, and spiritual life.',
      'She has served as a dean of women, a chaplain and a counsellor to students and families.',
    ],
    photo: '/images/leaders/vp-student.svg',
  },
  {
    id: 'vp-finance',
    name: 'Mr. Howard Bennett',
    title: 'Vice President, Finance',
    education: ['MBA, Finance', 'BSc, Accounting', 'Chartered Accountant'],
    biography: [
      'The Vice President for Finance is responsible for student finance, the budget, procurement and the university’s subsidiaries.',
      'He has worked in public accounting and in church financial administration.',
    ],
    photo: '/images/leaders/vp-finance.svg',
  },
  {
    id: 'director-enrolment',
    name: 'Mrs. Simone Grant',
    title: 'Director, Enrolment Management',
    education: ['MA, Higher Education Administration', 'BA, Communication'],
    biography: [
      'The Director of Enrolment Management leads admissions, recruitment and the international students office.',
      'She has guided thousands of applicants and their parents through admission and orientation.',
    ],
    photo: '/images/leaders/director-enrolment.svg',
  },
]
