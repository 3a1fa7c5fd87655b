/** What the visitor reads when the human check fails (the route handler answers 403 with it). */
export const VERIFICATION_MESSAGES = {
  missing:
    'We could not confirm that you are a person. Please wait a moment for the check to finish, then submit again.',
  invalid: 'The human check did not pass. Please reload the page and submit again.',
  expired: 'The human check has expired. A new one has been started: please submit again in a moment.',
  replayed: 'This human check has already been used. A new one has been started: please submit again in a moment.',
  unavailable: 'We could not check that you are a person just now. Please try again in a few minutes.',
} as const

export type VerificationFailure = keyof typeof VERIFICATION_MESSAGES

export type VerificationResult = { ok: true; id: string } | { ok: false; reason: VerificationFailure }
