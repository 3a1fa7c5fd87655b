/** The contract between an editor's form on a page and its route, shared by both. */

/** Where every editor's form sends its answers (app/api/form-submission/route.ts). */
export const FORM_SUBMISSION_ENDPOINT = '/api/form-submission'

/** What a person agrees to by sending a form, shown beside the submit button and kept with each submission. */
export const FORM_CONSENT_TEXT =
  'By sending this form you agree that the university may keep and use these details to answer you, as our Data Protection Notice explains.'

export const FORM_MESSAGES_SERVER = {
  unknownForm: 'This form is no longer available. Please reload the page.',
  sent: 'Thank you: your answers have been sent.',
} as const

/** The body the form sends: the form's id, its answers by field name, the human-check answer and the honeypot. */
export type SubmissionBody = {
  form: string
  values: Record<string, unknown>
  altcha?: string
  recaptchaToken?: string
  website?: string
}
