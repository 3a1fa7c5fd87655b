import * as z from 'zod/mini'
import { EXTRA_MESSAGES, isPlainText, LONG_MAX } from '@/features/request-information/schema/request-information'
import { BOOKING_MESSAGES, MAX_GUESTS } from '../submission'

z.config({ jitless: true })

/** What a booking is checked against: the event's own questions and the programmes one may name. */
export type BookingContext = { questions: { question: string; required: boolean }[]; programmes: readonly string[] }

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/

function line(message: string, max: number) {
  return z.string({ error: message }).check(
    z.refine((value) => isPlainText(value), message),
    z.trim(),
    z.minLength(1, message),
    z.maxLength(max, EXTRA_MESSAGES.tooLong(max)),
    z.regex(/^[^<>]*$/, EXTRA_MESSAGES.markup),
  )
}

/**
 * A visit booking: name, e-mail, number of people (the visitor included), the programme of
 * interest (one of the site's published programmes, or "not decided yet") and an answer to each
 * of the event's questions (`answers[i]` answers question i; required ones may not be empty).
 * Same text rules as the request form: no control, bidirectional or markup characters.
 */
export function bookingSchema({ questions, programmes }: BookingContext) {
  return z.object({
    name: line(BOOKING_MESSAGES.name, 120),
    email: z
      .string({ error: BOOKING_MESSAGES.email })
      .check(z.trim(), z.maxLength(254, BOOKING_MESSAGES.email), z.regex(EMAIL, BOOKING_MESSAGES.email)),
    guests: z
      .number({ error: BOOKING_MESSAGES.guests })
      .check(
        z.int(BOOKING_MESSAGES.guests),
        z.gte(1, BOOKING_MESSAGES.guests),
        z.lte(MAX_GUESTS, BOOKING_MESSAGES.guests),
      ),
    programme: z
      .string({ error: BOOKING_MESSAGES.programme })
      .check(z.refine((value) => programmes.includes(value), BOOKING_MESSAGES.programme)),
    answers: z._default(
      z
        .array(
          z.string({ error: BOOKING_MESSAGES.answer }).check(
            z.refine((value) => isPlainText(value, true), EXTRA_MESSAGES.unusualCharacters),
            z.trim(),
            z.maxLength(LONG_MAX, EXTRA_MESSAGES.tooLong(LONG_MAX)),
          ),
        )
        .check(
          z.maxLength(questions.length, BOOKING_MESSAGES.answer),
          z.superRefine((answers, ctx) => {
            questions.forEach((q, i) => {
              if (q.required && !answers[i]?.trim())
                ctx.addIssue({ code: 'custom', path: [i], message: BOOKING_MESSAGES.answer, input: answers[i] })
            })
          }),
        ),
      [],
    ),
  })
}

export type Booking = z.output<ReturnType<typeof bookingSchema>>

/** The first message of each invalid field (`answers.0` for the first question), the route's 400 body. */
export function bookingFieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.slice(0, 2).map(String).join('.') : '_form'
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}
