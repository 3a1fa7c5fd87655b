/**
 * Sample PDFs that content pages link to, each several pages that read as what it is named
 * (sample-pdf.ts) and say they are samples; editors replace the files in /admin → Documents, keeping the key.
 *
 * Keys (use with <Downloads keys={[…]} />, <PdfEmbed docKey="…" /> or getDocument(key)):
 *   form:      medical-form, physical-examination-form,
 *              counselling-referral-document, counselling-referral-form,
 *              records-form-change-of-section, records-form-certificate-replacement,
 *              records-form-degree-clearance, records-form-graduation,
 *              graduate-form-admission-checklist, graduate-form-change-of-programme, graduate-form-comprehensive-exam,
 *              graduate-form-thesis-proposal, graduate-form-thesis-submission, graduate-form-extension-request
 *   handbook:  student-handbook, survival-kit, international-student-handbook
 *   policy:    tuition-fees-2024-2025, ethos, strategic-plan,
 *              graduate-policy-research-ethics, graduate-policy-thesis-guidelines, graduate-policy-academic-integrity
 *   bulletin:  bulletin-undergraduate-2004-2006 … bulletin-undergraduate-2024-2026 (two-year spans),
 *              bulletin-graduate-2006-2008 … bulletin-graduate-2018-2020, bulletin-graduate-2020-2024
 *   brochure:  brochure
 */
import type { SeedContext } from './context'
import type { DocumentCategory } from './sample-pdf'

export type SampleDocument = { key: string; title: string; category: DocumentCategory; lines?: string[] }

const spans = (from: number, to: number) => {
  const out: [number, number][] = []
  for (let y = from; y < to; y += 2) out.push([y, y + 2])
  return out
}

export const UNDERGRADUATE_BULLETINS: SampleDocument[] = spans(2004, 2026).map(([a, b]) => ({
  key: `bulletin-undergraduate-${a}-${b}`,
  title: `Undergraduate Bulletin ${a}-${b}`,
  category: 'bulletin',
  lines: [`Academic programmes, policies and course descriptions for ${a}-${b}.`],
}))

export const GRADUATE_BULLETINS: SampleDocument[] = [...spans(2006, 2020), [2020, 2024] as [number, number]].map(
  ([a, b]) => ({
    key: `bulletin-graduate-${a}-${b}`,
    title: `Graduate Bulletin ${a}-${b}`,
    category: 'bulletin',
    lines: [`Graduate programmes, policies and course descriptions for ${a}-${b}.`],
  }),
)

export const SAMPLE_DOCUMENTS: SampleDocument[] = [
  {
    key: 'medical-form',
    title: 'Medical Form',
    category: 'form',
    lines: ['To be completed by every new student and returned to the Health Services.'],
  },
  {
    key: 'physical-examination-form',
    title: 'Physical Examination Form',
    category: 'form',
    lines: ['To be completed by a registered medical practitioner.'],
  },
  {
    key: 'tuition-fees-2024-2025',
    title: 'Tuition and Fees 2024-2025',
    category: 'policy',
    lines: [
      'Tuition, fees, refunds and discounts for the 2024-2025 academic year.',
      'Fees are subject to change effective August 1.',
    ],
  },
  { key: 'student-handbook', title: 'Student Handbook', category: 'handbook' },
  { key: 'survival-kit', title: 'Student Survival Kit', category: 'handbook' },
  { key: 'ethos', title: 'University Ethos', category: 'policy' },
  { key: 'strategic-plan', title: 'Strategic Plan', category: 'policy' },
  { key: 'international-student-handbook', title: 'International Student Handbook', category: 'handbook' },
  {
    key: 'counselling-referral-document',
    title: 'Counselling Referral Document',
    category: 'form',
    lines: ['Guidance for faculty and staff referring a student to Counselling and Psychological Services.'],
  },
  { key: 'counselling-referral-form', title: 'Counselling Referral Form', category: 'form' },
  { key: 'records-form-change-of-section', title: 'Change of Section Form', category: 'form' },
  { key: 'records-form-certificate-replacement', title: 'Certificate Replacement Form', category: 'form' },
  { key: 'records-form-degree-clearance', title: 'Degree Clearance Form', category: 'form' },
  { key: 'records-form-graduation', title: 'Graduation Application Form', category: 'form' },
  { key: 'graduate-form-admission-checklist', title: 'Graduate Admission Checklist', category: 'form' },
  { key: 'graduate-form-change-of-programme', title: 'Change of Programme Form (Graduate)', category: 'form' },
  { key: 'graduate-form-comprehensive-exam', title: 'Comprehensive Examination Application', category: 'form' },
  { key: 'graduate-form-thesis-proposal', title: 'Thesis Proposal Approval Form', category: 'form' },
  { key: 'graduate-form-thesis-submission', title: 'Thesis Submission Form', category: 'form' },
  { key: 'graduate-form-extension-request', title: 'Time Extension Request Form', category: 'form' },
  { key: 'graduate-policy-research-ethics', title: 'Research Ethics Policy', category: 'policy' },
  { key: 'graduate-policy-thesis-guidelines', title: 'Thesis and Dissertation Guidelines', category: 'policy' },
  { key: 'graduate-policy-academic-integrity', title: 'Academic Integrity Policy (Graduate)', category: 'policy' },
  ...UNDERGRADUATE_BULLETINS,
  ...GRADUATE_BULLETINS,
  {
    key: 'brochure',
    title: 'University Brochure',
    category: 'brochure',
    lines: ['Programmes, campus life, admissions and contacts at a glance.'],
  },
]

/** Sample PDFs that content pages link to: forms, handbooks, bulletins, tuition and fees. */
export async function seedDocuments(ctx: SeedContext) {
  for (const doc of SAMPLE_DOCUMENTS) {
    await ctx.pdf({ key: doc.key, title: doc.title, category: doc.category, lines: doc.lines })
  }
}
