import type { Payload, PayloadRequest } from 'payload'
import { submissionsOf } from '@/features/forms/data-protection/submissions-of'
import { bookingsOf, deleteBookings } from '@/features/visit-booking/data-protection/bookings-of'
import { FORWARD_TASK } from '../forwarding/task'
import { audit } from './audit'
import { flushDeletedRows } from './flush-deleted'

/** A person's address as they may have typed it (any letter case, spaces around). */
export const sameEmail = (a: unknown, b: string) =>
  typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase()

/** Every information request sent with this e-mail address, whatever its letter case. */
async function requestsOf(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'information-requests',
    where: { email: { like: email.trim() } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    context: { audit: false },
  })
  return docs.filter((doc) => sameEmail(doc.email, email))
}

/** Forwarding jobs still queued for these requests (finished ones are deleted by the queue). */
async function jobsOf(payload: Payload, ids: (string | number)[]) {
  const wanted = new Set(ids.map(String))
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: FORWARD_TASK } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.filter((job) => wanted.has(String((job.input as { requestId?: unknown } | null)?.requestId)))
}

/** Everything held about one e-mail address: its requests and their forwarding jobs, its submissions of every form, and its visit bookings. */
export async function exportSubject(req: PayloadRequest, email: string) {
  const requests = await requestsOf(req.payload, email)
  const jobs = await jobsOf(
    req.payload,
    requests.map((r) => r.id),
  )
  const submissions = await submissionsOf(req.payload, email)
  const visitBookings = await bookingsOf(req.payload, email)
  await audit(req, {
    action: 'exported',
    summary: `Exported ${requests.length} request(s) held about one e-mail address`,
    ids: requests.map((r) => r.id),
    email,
  })
  if (submissions.length)
    await audit(req, {
      action: 'exported',
      summary: `Exported ${submissions.length} form submission(s) held about one e-mail address`,
      ids: submissions.map((s) => s.id),
      email,
      collectionSlug: 'form-submissions',
    })
  if (visitBookings.length)
    await audit(req, {
      action: 'exported',
      summary: `Exported ${visitBookings.length} visit booking(s) held about one e-mail address`,
      ids: visitBookings.map((b) => b.id),
      email,
      collectionSlug: 'visit-bookings',
    })
  return {
    email,
    exportedAt: new Date().toISOString(),
    informationRequests: requests,
    forwardingJobs: jobs,
    formSubmissions: submissions,
    visitBookings,
  }
}

/**
 * Deletes every request sent with this e-mail address and their forwarding jobs, its submissions
 * of every form and its visit bookings (their places freed), leaving no copy of them on disk.
 */
export async function eraseSubject(req: PayloadRequest, email: string) {
  const requests = await requestsOf(req.payload, email)
  const visits = await deleteBookings(req, await bookingsOf(req.payload, email))
  const ids = requests.map((r) => r.id)
  const jobs = await jobsOf(req.payload, ids)
  const submissionIds = (await submissionsOf(req.payload, email)).map((s) => s.id)
  if (submissionIds.length) {
    await req.payload.delete({
      collection: 'form-submissions',
      where: { id: { in: submissionIds } },
      overrideAccess: true,
      req,
      context: { audit: false },
    })
  }
  for (const job of jobs)
    await req.payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true, req })
  if (ids.length) {
    await req.payload.delete({
      collection: 'information-requests',
      where: { id: { in: ids } },
      overrideAccess: true,
      req,
      context: { audit: false },
    })
  }
  await flushDeletedRows(req.payload)
  await audit(req, {
    action: 'erased',
    summary: `Erased ${ids.length} request(s) and ${jobs.length} forwarding job(s) held about one e-mail address`,
    ids,
    email,
  })
  if (submissionIds.length)
    await audit(req, {
      action: 'erased',
      summary: `Erased ${submissionIds.length} form submission(s) held about one e-mail address`,
      ids: submissionIds,
      email,
      collectionSlug: 'form-submissions',
    })
  if (visits.bookings)
    await audit(req, {
      action: 'erased',
      summary: `Erased ${visits.bookings} visit booking(s) and ${visits.jobs} queued e-mail(s) held about one e-mail address`,
      email,
      collectionSlug: 'visit-bookings',
    })
  return {
    erasedRequests: ids.length,
    erasedJobs: jobs.length,
    erasedSubmissions: submissionIds.length,
    erasedVisitBookings: visits.bookings,
  }
}
