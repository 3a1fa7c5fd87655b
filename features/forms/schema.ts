import * as z from 'zod/mini'
import { EXTRA_MESSAGES, isPlainText, MESSAGES } from '@/features/request-information/schema/request-information'
import { isInput, type InputField, type PublicField } from './definition'

export { fieldErrors } from '@/features/request-information/schema/request-information'

/** The site's messages for the rules of an editor's form (the request form's where they are the same rule). */
export const FORM_MESSAGES = {
  /** A required field left empty, in the request form's words ("Please enter your …"). */
  required: (field: Pick<InputField, 'kind' | 'label'>) => {
    const label = lowerFirst(field.label)
    if (field.kind === 'checkbox') return `Please tick “${field.label}”`
    // A question: "Please enter your how did you hear of us?" would not do.
    if (field.label.trim().endsWith('?')) return `Please answer “${field.label.trim()}”`
    if (field.kind === 'select') return `Please choose your ${label}`
    if (field.kind === 'email') return MESSAGES.email
    if (field.kind === 'telephone') return MESSAGES.telephone
    return `Please enter your ${label}`
  },
  email: 'Please enter a valid email address, like name@example.com',
  telephone: MESSAGES.telephone,
  date: 'Please enter a date (day, month and year)',
  choice: 'Please choose from the list',
  tooLong: EXTRA_MESSAGES.tooLong,
  markup: EXTRA_MESSAGES.markup,
  unusualCharacters: EXTRA_MESSAGES.unusualCharacters,
} as const

/** "Graduation year" → "graduation year", but "GPA" stays "GPA". */
function lowerFirst(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label
}

export const TEXT_MAX = 200
export const TEXTAREA_MAX = 2000
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Digits with the separators people write: +1 (876) 555-0100, 876 555 0100. */
const TELEPHONE = /^\+?[\d\s().-]+$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
/** Angle brackets in no answer: the answers go into the staff's notification e-mails. */
const NO_MARKUP = /^[^<>]*$/

function isDate(value: string): boolean {
  const match = DATE.exec(value)
  if (!match) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

const digits = (value: string) => value.replace(/\D/g, '').length

/** One answer's rule; an optional field may be left empty. */
function rule(field: InputField) {
  const required = FORM_MESSAGES.required(field)
  if (field.kind === 'checkbox') {
    const box = z.boolean({ error: required })
    return field.required ? box.check(z.refine((v) => v === true, required)) : z._default(z.optional(box), false)
  }
  const multiline = field.kind === 'textarea'
  const max = multiline ? TEXTAREA_MAX : field.kind === 'email' ? 254 : TEXT_MAX
  const checks = [
    // Only spaces: left to the required rule, which says what the field needs.
    z.refine<string>((v) => v.trim() === '' || isPlainText(v, multiline), FORM_MESSAGES.unusualCharacters),
    z.trim(),
    z.maxLength(max, FORM_MESSAGES.tooLong(max)),
    z.regex(NO_MARKUP, FORM_MESSAGES.markup),
  ]
  if (field.required) checks.push(z.minLength(1, required))
  const filled = (check: (v: string) => boolean) => (v: string) => v === '' || check(v)
  if (field.kind === 'email')
    checks.push(
      z.refine<string>(
        filled((v) => EMAIL.test(v)),
        FORM_MESSAGES.email,
      ),
    )
  if (field.kind === 'telephone')
    checks.push(
      z.refine<string>(
        filled((v) => TELEPHONE.test(v) && digits(v) >= 7 && digits(v) <= 15),
        FORM_MESSAGES.telephone,
      ),
    )
  if (field.kind === 'date') checks.push(z.refine<string>(filled(isDate), FORM_MESSAGES.date))
  if (field.kind === 'select') {
    const values = field.options.map((o) => o.value)
    checks.push(
      z.refine<string>(
        filled((v) => values.includes(v)),
        FORM_MESSAGES.choice,
      ),
    )
  }
  const text = z.string({ error: required }).check(...checks)
  return field.required ? text : z._default(z.optional(text), '')
}

/**
 * The schema of one editor's form, from its fields: the same rules in the browser (the form's
 * resolver) and in the route (POST /api/form-submission). Answers to no field of the form are
 * dropped.
 */
export function formSchema(fields: PublicField[]) {
  const shape: Record<string, ReturnType<typeof rule>> = {}
  for (const field of fields.filter(isInput)) shape[field.name] = rule(field)
  return z.object(shape)
}

export type FormAnswers = Record<string, string | boolean>
