/** The contract between the booking form and its route (app/api/visit-booking): endpoints, limits and texts. */

export const BOOKING_ENDPOINT = '/api/visit-booking'
export const CANCEL_ENDPOINT = '/api/visit-booking/cancel'

/** The booking page of an event, and the page a cancel link opens. */
export const bookingPath = (slug: string) => `/visits/${encodeURIComponent(slug)}`
export const cancelPath = (token: string) => `/visits/cancel/${token}`

/** A booking brings the visitor and up to this many people in all. */
export const MAX_GUESTS = 10
/** The programme field's value when the visitor has not chosen one yet. */
export const UNDECIDED = 'Not decided yet'

/** What a person agrees to by booking, shown beside the button and kept with the booking. */
export const BOOKING_CONSENT_TEXT =
  'By booking you agree that the Admissions Office may keep and use these details to organise your visit and to write to you about it, as our Data Protection Notice explains.'

export const BOOKING_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter a valid email address',
  guests: `Please choose between 1 and ${MAX_GUESTS} people`,
  programme: 'Please choose a programme from the list',
  answer: 'Please answer this question',
  notFound: 'This event cannot be booked.',
  closed: 'Bookings for this event have closed.',
  invalid: 'Please correct the fields marked below and book again.',
  rateLimited: (seconds: number) =>
    `Too many bookings from your connection. Please wait ${seconds} seconds and try again.`,
  storeFailed: 'We could not save your booking just now. Please try again in a few minutes.',
  network: 'Your booking could not be sent. Please check your connection and try again; what you typed is still here.',
} as const

/** What the visitor reads once the booking is stored. */
export function bookedMessage(status: 'confirmed' | 'waiting', email: string) {
  return status === 'confirmed'
    ? `Your place is booked. We have sent a confirmation to ${email}.`
    : `This event is full, so you are on the waiting list. If a place becomes free we will e-mail ${email}.`
}
