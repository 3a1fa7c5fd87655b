import type { RequestInformationInput } from '../schema/request-information'

// Apart from the schema, so the form can render before the validation code has arrived
// (form/request-resolver.ts loads the schema when the visitor starts on the form).

export const TELEPHONE_PLACEHOLDER = '(xxx) xxx xxxx'

/** The form before anything is typed. */
export const EMPTY_REQUEST: Required<RequestInformationInput> = {
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
