import type { PayloadHandler, Where } from 'payload'
import { audit } from '@/features/request-information/data-protection/audit'
import { hasRole } from '@/lib/cms/access'
import { submissionsToCsv } from './csv'

/** GET /api/form-submissions/export.csv — the submissions (filtered like the list) as CSV; admissions and administrators. */
export const exportSubmissionsCsv: PayloadHandler = async (req) => {
  if (!hasRole(req, 'admin', 'admissions'))
    return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
  const where = (req.query?.where ?? {}) as Where
  const result = await req.payload.find({
    collection: 'form-submissions',
    where,
    sort: '-createdAt',
    pagination: false,
    depth: 1,
    overrideAccess: false,
    user: req.user,
    context: { audit: false },
  })
  await audit(req, {
    action: 'exported',
    summary: `Exported ${result.docs.length} form submission(s) as CSV`,
    ids: result.docs.map((d) => d.id),
    collectionSlug: 'form-submissions',
  })
  const stamp = new Date().toISOString().slice(0, 10)
  return new Response(submissionsToCsv(result.docs as never), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="form-submissions-${stamp}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
