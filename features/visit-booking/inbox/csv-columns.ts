/** The columns of the visit bookings' CSV export (features/request-information/inbox/csv.ts writes the cells). */
export const BOOKING_CSV_COLUMNS = [
  ['bookedAt', 'Booked at'],
  ['eventName', 'Event'],
  ['eventDate', 'Event date'],
  ['status', 'Status'],
  ['name', 'Name'],
  ['email', 'Email'],
  ['guests', 'Guests'],
  ['programme', 'Programme of interest'],
  ['answersText', 'Answers'],
  ['cancelledAt', 'Cancelled at'],
] as const

type Answer = { question?: string | null; answer?: string | null }

/** A booking as one CSV row: its answers joined as "question: answer" lines. */
export function bookingCsvRow(doc: Record<string, unknown>): Record<string, unknown> {
  const answers = (doc.answers as Answer[] | null | undefined) ?? []
  return { ...doc, answersText: answers.map((a) => `${a.question ?? ''}: ${a.answer ?? ''}`).join('\n') }
}
