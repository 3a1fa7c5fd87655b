/**
 * A link to the Request Information form that names a programme
 * (`/request_information?programme=<slug>`, from a programme's requirements): the form shows it
 * chosen (./form/preselect.ts) and the statistics count the request under it
 * (features/statistics/programme-source.ts). Nothing else here: the form's first load reads it.
 */
export const PROGRAMME_PARAM = 'programme'

/** The form's address naming the programme `slug`. */
export function requestInformationHref(slug: string): string {
  return `/request_information?${PROGRAMME_PARAM}=${encodeURIComponent(slug)}`
}
