import * as z from 'zod/mini'
import type { RequestFormValues } from '../fields/empty-request'
import {
  GENDERS,
  GRADES,
  LOCATIONS,
  PROGRAMME_LEVELS,
  PROGRAMME_LISTS,
  type ProgrammeChoices,
} from '../fields/enumerations'

// No `new Function` probe: the site's CSP forbids eval, and the browser reports even a caught attempt.
z.config({ jitless: true })

/** The messages of spec §5, word for word. */
export const MESSAGES = {
  firstName: 'Please enter your first name',
  middleName: 'Please enter your middle name',
  lastName: 'Please enter your last name',
  telephone: 'Please enter your telephone no.',
  email: 'Please enter an email address',
  gender: 'Please choose your gender',
  location: 'Please tell us your location',
  lastSchool: 'Please tell us your last/current school',
  grade: 'Please tell us what grade you are in',
  churchConference: 'Please enter your church conference',
  churchDistrict: 'Please enter your church name',
  degreeType: 'Please tell us the category of your academic interest',
} as const

/** Our own messages for rules the spec does not state (length, markup, list membership). */
export const EXTRA_MESSAGES = {
  tooLong: (max: number) => `Please use at most ${max} characters`,
  markup: 'Please remove the characters < and >',
  programChoice: 'Please choose a certificate from the list',
  degreeChoice: 'Please choose a programme from the list',
  adventist: 'Please answer yes or no',
  unusualCharacters: 'Please remove control or invisible characters',
} as const

export const TELEPHONE_PATTERN = /^\(\d{3}\)\d{3}-\d{4}$/
export const SHORT_MAX = 100
export const LONG_MAX = 2000

const NO_MARKUP = /^[^<>]*$/

/**
 * Characters no one types into a form, by their Unicode properties rather than a list: control
 * characters (NUL, terminal escape sequences; tab and line breaks only in the long answer) and
 * halves of a character (unpaired surrogates), and the bidirectional controls (embeddings,
 * overrides, isolates and the marks LRM, RLM, ALM) that make stored text display differently
 * from what it is.
 */
const CONTROL = /\p{Cs}|(?![\t\n\r])\p{Cc}/u
const LINE_BREAK = /[\t\n\r\p{Zl}\p{Zp}]/u
const BIDI_CONTROL = /\p{Bidi_Control}/u
/**
 * What shows nothing on its own: spaces and separators, format characters (zero-width, soft
 * hyphen, BOM), marks with no letter to sit on (combining marks, variation selectors), the
 * code points fonts draw as nothing (Hangul fillers, Mongolian and Khmer ones), and the blank
 * braille pattern, a symbol that is blank by design.
 */
const INVISIBLE = /[\s\p{Z}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/gu

/** Text a person typed: no control or bidirectional characters, line breaks only where allowed, and not only invisible characters. */
export function isPlainText(text: string, multiline = false): boolean {
  if (CONTROL.test(text) || BIDI_CONTROL.test(text)) return false
  if (!multiline && LINE_BREAK.test(text)) return false
  return text === '' || text.replace(INVISIBLE, '') !== ''
}

// zod/mini (not classic zod): the form ships this schema to every visitor's phone, and the
// functional API lets the bundler keep only the checks used here.

/** A required single-line text: trimmed, not empty, no angle brackets, bounded. */
function requiredText(message: string, max = SHORT_MAX) {
  return z.string({ error: message }).check(
    z.refine((value) => isPlainText(value), message),
    z.trim(),
    z.minLength(1, message),
    z.maxLength(max, EXTRA_MESSAGES.tooLong(max)),
    z.regex(NO_MARKUP, EXTRA_MESSAGES.markup),
  )
}

type OptionalText = { max?: number; markup?: boolean; multiline?: boolean; message?: string }

/** An optional text; `message` (the field's own) answers a wrong type or unusual characters. */
function optionalText({ max = SHORT_MAX, markup = false, multiline = false, message }: OptionalText = {}) {
  const text = z.string({ error: message ?? 'Please enter text' }).check(
    z.refine((value) => isPlainText(value, multiline), message ?? EXTRA_MESSAGES.unusualCharacters),
    z.trim(),
    z.maxLength(max, EXTRA_MESSAGES.tooLong(max)),
  )
  return z._default(z.optional(markup ? text : text.check(z.regex(NO_MARKUP, EXTRA_MESSAGES.markup))), '')
}

function oneOf(values: readonly string[], message: string) {
  return z.string({ error: message }).check(z.refine((value) => values.includes(value), { message }))
}

const fields = z.object({
  firstName: requiredText(MESSAGES.firstName),
  middleName: requiredText(MESSAGES.middleName),
  lastName: requiredText(MESSAGES.lastName),
  telephone: z.string({ error: MESSAGES.telephone }).check(z.trim(), z.regex(TELEPHONE_PATTERN, MESSAGES.telephone)),
  // Presence only: the spec asks for no format check.
  email: requiredText(MESSAGES.email, 254),
  gender: oneOf(GENDERS, MESSAGES.gender),
  location: oneOf(LOCATIONS, MESSAGES.location),
  lastSchool: requiredText(MESSAGES.lastSchool, 200),
  grade: oneOf(GRADES, MESSAGES.grade),
  adventist: z._default(z.optional(z.enum(['', 'yes', 'no'], { error: EXTRA_MESSAGES.adventist })), ''),
  churchConference: optionalText({ message: MESSAGES.churchConference }),
  churchDistrict: optionalText({ message: MESSAGES.churchDistrict }),
  degreeType: oneOf(PROGRAMME_LEVELS, MESSAGES.degreeType),
  programChoice: optionalText({ max: 200 }),
  degreeChoice: optionalText({ max: 200 }),
  additionInfo: optionalText({ max: LONG_MAX, markup: true, multiline: true }),
})

/**
 * The request-information form, for the programme choices of the moment. The same schema
 * validates in the browser (react-hook-form's zodResolver, with the lists the page was rendered
 * with) and in the route handler (with the lists it reads at request time). Fields that do not
 * apply (church details when the person is not Adventist, the list that does not match the
 * programme level) are emptied.
 */
export function requestInformationSchema(choices: ProgrammeChoices) {
  return z.pipe(
    fields.check(
      z.superRefine((value, ctx) => {
        if (value.adventist === 'yes') {
          if (!value.churchConference)
            ctx.addIssue({ code: 'custom', path: ['churchConference'], message: MESSAGES.churchConference })
          if (!value.churchDistrict)
            ctx.addIssue({ code: 'custom', path: ['churchDistrict'], message: MESSAGES.churchDistrict })
        }
        const level = PROGRAMME_LEVELS.find((l) => l === value.degreeType)
        if (!level) return
        const { field } = PROGRAMME_LISTS[level]
        const choice = value[field]
        if (choice && !choices[level].includes(choice)) {
          ctx.addIssue({ code: 'custom', path: [field], message: EXTRA_MESSAGES[field] })
        }
      }),
    ),
    z.transform((value: z.output<typeof fields>) => ({
      ...value,
      churchConference: value.adventist === 'yes' ? value.churchConference : '',
      churchDistrict: value.adventist === 'yes' ? value.churchDistrict : '',
      programChoice: value.degreeType === 'Certificate' ? value.programChoice : '',
      degreeChoice: value.degreeType === 'Certificate' ? '' : value.degreeChoice,
    })),
  )
}

type RequestInformationSchema = ReturnType<typeof requestInformationSchema>

/** What the form holds while the person types. */
export type RequestInformationInput = z.input<RequestInformationSchema>
/** What a valid form becomes (stored and forwarded). */
export type RequestInformation = z.output<RequestInformationSchema>

// The zod-free field list (fields/empty-request.ts) and this schema describe the same form:
// a field added to one and not the other fails the type check here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _schemaMatchesFieldList: Same<Required<RequestInformationInput>, RequestFormValues> = true

/** The first message of each invalid field, keyed by field name (the route handler's 400 body). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_form'
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}
