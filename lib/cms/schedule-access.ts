import type { CollectionSlug, PayloadRequest, ServerFunction } from 'payload'
import { canAccessAdmin } from 'payload'
import { hasScheduledPublishEnabled } from 'payload/shared'
import {
  schedulePublishHandler,
  type SchedulePublishHandlerArgs,
} from '@payloadcms/ui/utilities/schedulePublishHandler'
import { mayUpdate, type EditTarget } from './update-permission'

type Result = { message: string } | { error: string }

export const SCHEDULE_REFUSED = 'You may not schedule or cancel changes to this document.'

/** The document or global a scheduled change names: exactly one of the two, or nothing. */
export function scheduleTarget(
  input: Pick<SchedulePublishHandlerArgs, 'doc' | 'global'> | null | undefined,
): EditTarget | null {
  const doc = input?.doc
  const global = input?.global
  if (doc && global) return null
  if (global) return typeof global === 'string' ? { global } : null
  if (
    doc &&
    typeof doc === 'object' &&
    typeof doc.relationTo === 'string' &&
    (typeof doc.value === 'string' || typeof doc.value === 'number')
  ) {
    return { collection: doc.relationTo, id: doc.value }
  }
  return null
}

export function sameTarget(a: EditTarget, b: EditTarget): boolean {
  if ('global' in a || 'global' in b) return 'global' in a && 'global' in b && a.global === b.global
  return a.collection === b.collection && String(a.id) === String(b.id)
}

/** Whether the target has scheduled publishing at all (versions.drafts.schedulePublish). */
function schedulable(req: PayloadRequest, target: EditTarget): boolean {
  const config =
    'global' in target
      ? req.payload.config.globals.find((g) => g.slug === target.global)
      : req.payload.collections[target.collection as CollectionSlug]?.config
  return Boolean(config && hasScheduledPublishEnabled(config))
}

/** The scheduled-publish job `id` names, if it is one: `null` for any other job or none. */
async function scheduledJob(req: PayloadRequest, id: unknown) {
  if (typeof id !== 'string' && typeof id !== 'number') return null
  if (!/^[1-9]\d{0,15}$/.test(String(id))) return null
  const job = await req.payload.findByID({
    collection: 'payload-jobs',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return job && job.taskSlug === 'schedulePublish' ? job : null
}

/**
 * Payload's `schedule-publish` admin server function, with the permission it lacks: Payload checks
 * only that the caller may use the admin, which every role may, so any signed-in user could queue
 * publish and unpublish jobs for any document and cancel anyone's. Here scheduling needs update
 * permission on the document or global (its access rule, as a publish would), and a cancel
 * (`deleteID`) deletes only a scheduled-publish job of a document the caller may update, and
 * only the one the call names when it names one. A cancel only cancels: Payload's handler would
 * also queue a job from the cancel's empty arguments.
 */
export const schedulePublishWithAccess: ServerFunction<SchedulePublishHandlerArgs, Promise<Result>> = async (args) => {
  const { req, deleteID } = args
  await canAccessAdmin({ req })
  const named = scheduleTarget(args)
  if (deleteID !== undefined && deleteID !== null) {
    const job = await scheduledJob(req, deleteID)
    const target = job ? scheduleTarget(job.input as SchedulePublishHandlerArgs) : null
    if (!target || (named && !sameTarget(named, target)) || !(await mayUpdate(req, target)))
      return { error: SCHEDULE_REFUSED }
    await req.payload.delete({ collection: 'payload-jobs', id: job!.id, overrideAccess: true, req })
    return { message: req.i18n.t('general:success') }
  }
  const kind = args.type === 'publish' || args.type === 'unpublish'
  // Publishing and unpublishing at a time need the permission to publish now (refused to whoever must submit for review).
  if (!kind || !named || !schedulable(req, named) || !(await mayUpdate(req, named, { _status: 'published' })))
    return { error: SCHEDULE_REFUSED }
  return (await schedulePublishHandler(args)) as Result
}
