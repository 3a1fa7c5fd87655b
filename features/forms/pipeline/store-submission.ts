import type { Payload } from 'payload'
import { isInput, type PublicForm } from '../definition'
import type { FormAnswers } from '../schema'
import { FORM_CONSENT_TEXT } from '../submission'

/** The answers as the form builder stores them, in the form's order: text as typed, a checkbox as Yes or No, empty answers left out. */
export function submissionData(form: PublicForm, answers: FormAnswers): { field: string; value: string }[] {
  return form.fields
    .filter(isInput)
    .map((field) => {
      const answer = answers[field.name]
      return { field: field.name, value: typeof answer === 'boolean' ? (answer ? 'Yes' : 'No') : (answer ?? '') }
    })
    .filter((entry) => entry.value !== '')
}

/** The answer of the form's first e-mail field, as the data-protection panel looks it up. */
export function subjectEmail(form: PublicForm, answers: FormAnswers): string | null {
  const field = form.fields.filter(isInput).find((f) => f.kind === 'email' && answers[f.name])
  const value = field ? answers[field.name] : null
  return typeof value === 'string' ? value.trim().toLowerCase() : null
}

/** Saves a valid submission (collection `form-submissions`, which queues the editor's e-mails: features/forms/mail/) and returns its id. */
export async function storeSubmission(payload: Payload, form: PublicForm, answers: FormAnswers) {
  const doc = await payload.create({
    collection: 'form-submissions',
    data: {
      form: Number(form.id),
      submissionData: submissionData(form, answers),
      subjectEmail: subjectEmail(form, answers),
      consentText: FORM_CONSENT_TEXT,
    },
    overrideAccess: true,
    depth: 0,
  })
  return doc.id
}
