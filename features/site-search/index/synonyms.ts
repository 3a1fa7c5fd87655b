/**
 * The words visitors use for what the site names otherwise: a query word on the left also finds
 * the words on its right (each right-hand side as the site's pages say it). One way only: "dorm"
 * finds the residence halls, "residence" does not find every "dorm". Kept small and literal, so a
 * result is always explained by a word on its page; a word is listed here only when a page says
 * the thing under another name. Left-hand words are folded (lower case, no accents).
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  dorm: ['residence', 'hall'],
  dorms: ['residence', 'hall'],
  dormitory: ['residence', 'hall'],
  housing: ['residence'],
  accommodation: ['residence'],
  fees: ['tuition'],
  fee: ['tuition'],
  cost: ['tuition', 'fees'],
  costs: ['tuition', 'fees'],
  price: ['tuition', 'fees'],
  bursary: ['scholarship', 'grant'],
  bursaries: ['scholarships', 'grants'],
  gpa: ['grade point average'],
  registrar: ['records'],
  transcript: ['records'],
  transcripts: ['records'],
  doctor: ['health'],
  nurse: ['health'],
  gym: ['fitness'],
  police: ['safety', 'security'],
  security: ['safety'],
  masters: ['graduate'],
  postgraduate: ['graduate'],
  phd: ['doctoral', 'doctor of philosophy'],
  phone: ['extension', 'telephone'],
  telephone: ['extension'],
  mba: ['business administration'],
  exam: ['examination'],
  exams: ['examinations'],
  job: ['careers', 'vacancies'],
  jobs: ['careers', 'vacancies'],
}
