/** Limits and texts of the request-information endpoint, shared by the handler and the form. */

/** Where the form sends a request (app/api/request-information/route.ts). */
export const REQUEST_INFORMATION_ENDPOINT = '/api/request-information'

export const MAX_BODY_BYTES = 16 * 1024

/** The honeypot: a field people never see; anything in it marks the submission as automated. */
export const HONEYPOT_FIELD = 'website'

/**
 * What a person agrees to by sending the form, shown beside the submit button. Each stored
 * request keeps the text its sender saw and when (Data Protection Act 2020: consent on record);
 * change the text here and new requests record the new one.
 */
export const CONSENT_TEXT =
  'By sending this form you agree that the Admissions Office may keep and use these details to answer your request, as our Data Protection Notice explains.'
export const CONSENT_NOTICE_PATH = '/dataProtection'

export const SUCCESS_MESSAGE = 'Your request has been submitted. We will contact you in no later than 3 working days'
export const SUCCESS_DURATION_MS = 7000

export const SUBMISSION_MESSAGES = {
  contentType: 'Send the request as JSON (Content-Type: application/json).',
  tooLarge: 'The request is too large. Please shorten the additional information and try again.',
  badJson: 'The request could not be read. Please try again.',
  invalid: 'Please correct the fields marked below and submit again.',
  rateLimited: (seconds: number) =>
    `Too many requests from your connection. Please wait ${seconds} seconds and try again.`,
  storeFailed:
    'We could not save your request just now. Nothing was lost on your side: please try again in a few minutes.',
  network: 'Your request could not be sent. Please check your connection and try again; what you typed is still here.',
} as const
