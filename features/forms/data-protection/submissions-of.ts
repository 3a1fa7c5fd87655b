import type { Payload } from 'payload'

/** A person's address as they may have typed it (any letter case, spaces around). */
const sameEmail = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase()

type Submission = { id: number | string; subjectEmail?: string | null; submissionData?: { value?: unknown }[] | null }

/** Whether a submission is about this person: its e-mail field, or any answer that is exactly the address. */
export function isSubmissionOf(doc: Submission, email: string): boolean {
  return (
    sameEmail(doc.subjectEmail, email) || (doc.submissionData ?? []).some((answer) => sameEmail(answer.value, email))
  )
}

/** Every submission of every form that names this e-mail address, whatever its letter case. */
export async function submissionsOf(payload: Payload, email: string) {
  const address = email.trim()
  const { docs } = await payload.find({
    collection: 'form-submissions',
    where: { or: [{ subjectEmail: { equals: address.toLowerCase() } }, { 'submissionData.value': { like: address } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    context: { audit: false },
  })
  return docs.filter((doc) => isSubmissionOf(doc as Submission, email))
}
