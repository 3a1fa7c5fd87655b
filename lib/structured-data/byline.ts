/**
 * Words that make a byline an organisation rather than a person ("Sports Desk", "Office of
 * Financial Aid", "College of Education and Leadership", "University Chaplaincy").
 */
const ORGANISATION_WORDS =
  /\b(desk|office|department|dept|college|school|university|faculty|chaplaincy|ministry|services?|team|staff|unit|centre|center|library|communications?|newsroom|editorial|bureau|association|club|council|committee|board|society|union|press|media|foundation|alumni|admissions|registry|registrar|division)\b/i

/** The author of a story or article: an Organization for a desk or office, else a Person. */
export function bylineJsonLd(name: string) {
  return { '@type': ORGANISATION_WORDS.test(name) ? 'Organization' : 'Person', name: name.trim() }
}
