// The zod-free half of the form's description: it imports nothing, so the form can render before
// the validation code has arrived (form/request-resolver.ts loads the schema when the visitor
// starts on the form). The schema checks, at compile time, that it describes the same fields.

export const TELEPHONE_PLACEHOLDER = '(xxx) xxx xxxx'

/** What the form holds while the person types: every field as text, nothing checked yet. */
export type RequestFormValues = {
  firstName: string
  middleName: string
  lastName: string
  telephone: string
  email: string
  gender: string
  location: string
  lastSchool: string
  grade: string
  adventist: '' | 'yes' | 'no'
  churchConference: string
  churchDistrict: string
  degreeType: string
  programChoice: string
  degreeChoice: string
  additionInfo: string
}

/** The form before anything is typed. */
export const EMPTY_REQUEST: RequestFormValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  telephone: '',
  email: '',
  gender: '',
  location: '',
  lastSchool: '',
  grade: '',
  adventist: '',
  churchConference: '',
  churchDistrict: '',
  degreeType: '',
  programChoice: '',
  degreeChoice: '',
  additionInfo: '',
}
