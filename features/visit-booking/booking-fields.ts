import type { Field } from 'payload'

/** How many questions an editor may add to an event's booking form. */
export const MAX_QUESTIONS = 5
/** How long a visit lasts unless the editor says otherwise. */
export const DEFAULT_HOURS = 3

type BookingSibling = { bookable?: boolean | null } | undefined

const whenBookable = (_: unknown, sibling: BookingSibling) => Boolean(sibling?.bookable)

/**
 * The booking settings of an upcoming event (collection `upcoming-events`): an editor marks an
 * event bookable with a number of places, a booking deadline and optional questions; visitors
 * then book at /visits/<slug> (features/visit-booking/).
 */
export const bookingField: Field = {
  name: 'booking',
  type: 'group',
  label: 'Booking',
  admin: { description: 'Let visitors book a place (open days, campus visits). The booking page is /visits/<slug>.' },
  fields: [
    { name: 'bookable', type: 'checkbox', label: 'Visitors can book a place', defaultValue: false },
    {
      name: 'capacity',
      type: 'number',
      label: 'Places',
      min: 1,
      max: 100_000,
      admin: { condition: whenBookable, description: 'Guests count: a booking for 3 takes 3 places.' },
      validate: (value: number | null | undefined, { siblingData }: { siblingData: unknown }) =>
        !(siblingData as BookingSibling)?.bookable ||
        (Number.isInteger(value) && (value as number) >= 1) ||
        'Give the number of places (1 or more)',
    },
    {
      name: 'deadline',
      type: 'date',
      label: 'Bookings close',
      admin: {
        condition: whenBookable,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Empty: bookings close when the event starts.',
      },
    },
    {
      name: 'hours',
      type: 'number',
      label: 'Length in hours',
      min: 0.5,
      max: 24,
      defaultValue: DEFAULT_HOURS,
      admin: { condition: whenBookable, description: 'For the calendar entry visitors receive.' },
    },
    {
      name: 'questions',
      type: 'array',
      label: 'Questions for visitors',
      maxRows: MAX_QUESTIONS,
      admin: { condition: whenBookable },
      fields: [
        { name: 'question', type: 'text', required: true, maxLength: 200 },
        { name: 'required', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
