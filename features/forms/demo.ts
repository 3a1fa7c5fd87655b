/** The demo form the seed builds (features/forms/seed.ts) and the composed page it is on; the browser tests find them by these. */
export const ALUMNI_FORM_TITLE = 'Alumni contact update'
export const ALUMNI_PAGE_PATH = '/alumni/update-your-details'
export const ALUMNI_CONFIRMATION = 'Thank you: the Alumni Office will update your details within five working days.'
