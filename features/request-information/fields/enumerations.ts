/**
 * The fixed lists of the request-information form (spec §5). The form shows them and the
 * route handler accepts only these values.
 */

export const LOCATIONS = [
  'Career Talk/Fair at Your School',
  'Presentation at Church/Community Group',
  'Virtual Open House',
  'Guidance Counsellor/Teacher',
  'Church Representative',
  'Mentor/Family Friend',
  'N/A',
] as const

export const GRADES = [
  'Grade 7',
  'Grade 8',
  'Grade 9',
  'Grade 10',
  'Grade 11',
  'Grade 12',
  'Grade 13',
  'Freshman',
  'Sophomore',
  'Junior',
  'Senior',
  'Vocational Training',
  'Graduated',
  'None',
] as const

export const GENDERS = ['Male', 'Female'] as const

export const PROGRAMME_LEVELS = ['Certificate', 'Undergraduate', 'Graduate'] as const

/** Certificate programmes, including the vendor certifications taught on campus. */
export const CERTIFICATES = [
  'Accounting',
  'Administrative Professional',
  'Advanced Diploma in Human Resource Management',
  'Allied Health (Patient Care Technician)',
  'Art and Design',
  'Bookkeeping',
  'Business Administration',
  'Caregiving',
  'Child Care and Development',
  'Cisco Certified Network Associate (CCNA)',
  'CompTIA A+',
  'CompTIA Network+',
  'CompTIA Security+',
  'Computer Applications',
  'Conversational Spanish',
  'Cosmetology',
  'Counselling Skills',
  'Culinary Arts',
  'Customer Service',
  'Cyber Security',
  'Data Analytics',
  'Dental Assisting',
  'Early Childhood Education',
  'Emergency Medical Technician',
  'Entrepreneurship',
  'Event Planning',
  'Family Life Education',
  'French Language',
  'Graphic Design',
  'Health Information Management',
  'Hospitality and Tourism',
  'Human Resource Management',
  'Journalism and Media',
  'Lay Ministry',
  'Leadership and Management',
  'Medical Billing and Coding',
  'Microsoft Certified: Azure Fundamentals',
  'Microsoft Office Specialist (MOS)',
  'Music',
  'Nutrition and Wellness',
  'Office Administration',
  'Oracle Certified Associate (Java)',
  'Pharmacy Technician',
  'Photography',
  'Project Management (CAPM)',
  'Public Relations',
  'Sign Language',
  'Social Work Assistant',
  'Teaching English as a Second Language (TESOL)',
  'Theology and Bible',
  'Web Development',
] as const

/** Undergraduate (bachelor's and associate) programmes. */
export const UNDERGRADUATE_PROGRAMMES = [
  'Accounting',
  'Allied Health',
  'Banking and Finance',
  'Behavioural Science',
  'Biochemistry',
  'Biology',
  'Business Administration',
  'Chemistry',
  'Communication Studies',
  'Computer Information Systems',
  'Computer Science',
  'Criminal Justice',
  'Dental Hygiene',
  'Dietetics',
  'Early Childhood Education',
  'Economics',
  'Electrical Engineering Technology',
  'English',
  'Environmental Health',
  'Food and Nutrition',
  'French',
  'General Studies',
  'Graphic Design',
  'History',
  'Hospitality and Tourism Management',
  'Human Resource Management',
  'Information Technology',
  'Management',
  'Marketing',
  'Mathematics',
  'Medical Technology',
  'Music',
  'Nursing',
  'Physical Education',
  'Physics',
  'Primary Education',
  'Psychology',
  'Public Health',
  'Religion',
  'Social Work',
  'Spanish',
  'Theology',
] as const

/** Graduate programmes (spec §5: 8). */
export const GRADUATE_PROGRAMMES = [
  'Biology',
  'Business Administration',
  'Counselling Psychology',
  'Education',
  'Educational Psychology',
  'Information Systems',
  'Public Health',
  'Science Education',
] as const

export type ProgrammeLevel = (typeof PROGRAMME_LEVELS)[number]

/** Which list (and which field) belongs to each programme level. */
export const PROGRAMME_CHOICES: Record<
  ProgrammeLevel,
  { field: 'programChoice' | 'degreeChoice'; label: string; options: readonly string[] }
> = {
  Certificate: { field: 'programChoice', label: 'Certificate choice', options: CERTIFICATES },
  Undergraduate: { field: 'degreeChoice', label: 'Undergraduate programme', options: UNDERGRADUATE_PROGRAMMES },
  Graduate: { field: 'degreeChoice', label: 'Graduate programme', options: GRADUATE_PROGRAMMES },
}
