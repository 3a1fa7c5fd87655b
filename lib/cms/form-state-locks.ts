import type { BuildFormStateArgs, ServerFunction } from 'payload'
import { buildFormStateHandler, type BuildFormStateResult } from '@payloadcms/ui/utilities/buildFormState'
import { mayUpdate } from './update-permission'

/**
 * Payload's `form-state` admin server function, which the edit view calls as an editor types:
 * asked for the lock status (`returnLockStatus`), it also locks the document in the caller's name
 * when nobody holds it, straight in the database, past the locks' access rules
 * (lib/cms/document-locks.ts). Any signed-in user could so lock a document they may only read, and
 * its editors' saves would answer 423. Only someone who may update the document or global is
 * asked for its lock status, and so locks it.
 */
export const formStateWithLocksForEditors: ServerFunction<BuildFormStateArgs, Promise<BuildFormStateResult>> = async (
  args,
) => {
  if (args.returnLockStatus) {
    const { collectionSlug, globalSlug, id, req } = args
    const target = globalSlug
      ? { global: globalSlug }
      : collectionSlug && id !== undefined
        ? { collection: collectionSlug, id }
        : null
    if (target && !(await mayUpdate(req, target))) return buildFormStateHandler({ ...args, returnLockStatus: false })
  }
  return buildFormStateHandler(args)
}
