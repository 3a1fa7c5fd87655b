/**
 * The e-mails admissions receive about new information requests. They carry no personal data:
 * the subject is fixed, the body names the programme asked about and links to the record in the
 * admin, where only signed-in admissions staff can read who sent it.
 */

export type NoticeRequest = {
  id: string | number
  entryDate: string
  degreeType?: string | null
  degreeChoice?: string | null
  programChoice?: string | null
}

export type NoticeEmail = { subject: string; text: string }

export const NOTICE_SUBJECT = 'New information request from the website'
/** A digest lists at most this many requests; the inbox has the rest. */
export const DIGEST_LIST_LIMIT = 100

/** The admin page of one request, or of the inbox. */
export function inboxLink(origin: string, id?: string | number): string {
  const base = `${origin}/admin/collections/information-requests`
  return id === undefined ? base : `${base}/${encodeURIComponent(String(id))}`
}

/** "Nursing (Undergraduate)": what was asked about, from the form's lists, never from free text. */
export function programmeOf(request: NoticeRequest): string {
  const choice = request.degreeChoice || request.programChoice || 'no programme chosen'
  return request.degreeType ? `${choice} (${request.degreeType})` : choice
}

/** 2026-01-05 10:00 UTC */
export function when(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

export function requestNotice(request: NoticeRequest, origin: string): NoticeEmail {
  return {
    subject: NOTICE_SUBJECT,
    text: [
      `A new request from the website about ${programmeOf(request)} arrived on ${when(request.entryDate)}.`,
      '',
      `Read it in the admissions inbox: ${inboxLink(origin, request.id)}`,
      '',
      'This e-mail holds no personal details: sign in to see who sent the request.',
    ].join('\n'),
  }
}

export function digestNotice(requests: NoticeRequest[], origin: string): NoticeEmail {
  const listed = requests.slice(0, DIGEST_LIST_LIMIT)
  const more = requests.length - listed.length
  const count = requests.length === 1 ? '1 new information request' : `${requests.length} new information requests`
  return {
    subject: `Information requests: ${count}`,
    text: [
      `${count} from the website since the last digest:`,
      '',
      ...listed.map((r) => `- ${programmeOf(r)}, ${when(r.entryDate)}: ${inboxLink(origin, r.id)}`),
      ...(more > 0 ? [`… and ${more} more.`] : []),
      '',
      `The admissions inbox: ${inboxLink(origin)}`,
      '',
      'This e-mail holds no personal details: sign in to see who sent each request.',
    ].join('\n'),
  }
}
