import { eq, sql } from '@payloadcms/db-sqlite/drizzle'
import { NextResponse, type NextRequest } from 'next/server'
import { isJobOpen } from '@/lib/careers/deadline'
import { getPayloadClient } from '@/lib/reads/payload'
import { clientAddress } from '@/lib/http/client-address'
import { isSameOriginRequest } from '@/lib/http/same-origin'
import { createSharedRateLimiter } from '@/lib/http/shared-rate-limit'

/** One counted view per address and job every 10 seconds (no sign-in, abuse-limited). */
const VIEW_WINDOW_MS = 10_000
const limiter = createSharedRateLimiter({ name: 'job-views', limit: 1, windowMs: VIEW_WINDOW_MS })

type JobsTable = { id: unknown; views: unknown }
type UpdateBuilder = {
  set: (v: unknown) => { where: (w: unknown) => { returning: (r: unknown) => Promise<{ views: number | null }[]> } }
}
type Drizzle = { update: (table: unknown) => UpdateBuilder }

/**
 * View Offer (spec §7 "Counter"): adds one to the job's `views` in a single UPDATE … SET
 * views = views + 1, so concurrent clicks never lose a count. Works on SQLite and PostgreSQL
 * (the adapter's own drizzle instance and table). Unknown, unpublished or closed jobs answer 404;
 * a count sent from another site's page (its visitors' browsers driven to inflate it) 403.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const jobId = Number(id)
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(jobId) || jobId <= 0)
    return NextResponse.json({ error: 'Not found' }, { status: 404 })
  const payload = await getPayloadClient()
  const job = await payload.findByID({
    collection: 'jobs',
    id: jobId,
    depth: 0,
    disableErrors: true,
    select: { closingDate: true, _status: true },
  })
  if (!job || job._status !== 'published' || !isJobOpen(job.closingDate))
    return NextResponse.json({ error: 'Not found' }, { status: 404 })
  if (!isSameOriginRequest(request.headers))
    return NextResponse.json({ error: 'Views are counted from this site’s own pages only' }, { status: 403 })
  if (!(await limiter.hit(clientAddress(request.headers), String(jobId))).allowed) {
    return NextResponse.json(
      { counted: false },
      { status: 429, headers: { 'Retry-After': String(VIEW_WINDOW_MS / 1000) } },
    )
  }
  const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, JobsTable> }
  const jobs = db.tables.jobs
  const [row] = await db.drizzle
    .update(jobs)
    .set({ views: sql`coalesce(${jobs.views}, 0) + 1` })
    .where(eq(jobs.id as never, jobId))
    .returning({ views: jobs.views })
  return NextResponse.json(
    { counted: true, views: row?.views ?? null },
    { status: 200, headers: { 'Cache-Control': 'no-store' } },
  )
}
