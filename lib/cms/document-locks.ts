import type { Access, AccessArgs, PayloadRequest, SanitizedConfig } from 'payload'
import { hasRole } from './access'
import { relationId } from './college-access'
import { mayUpdate, type EditTarget } from './update-permission'

type Ref = { relationTo?: unknown; value?: unknown } | number | string | null | undefined
type LockData = { document?: Ref; globalSlug?: unknown; user?: Ref }
type User = { id: unknown; collection?: string }

const LOCKS = 'payload-locked-documents'

/** Whether a lock's `user` names the requester. */
export function isRequester(ref: Ref, user: User): boolean {
  if (ref !== null && typeof ref === 'object') {
    return relationId(ref.value) === String(user.id) && (!ref.relationTo || ref.relationTo === user.collection)
  }
  return ref !== null && ref !== undefined && String(ref) === String(user.id)
}

/** The document or global a lock is on (its `document` may be populated or not). */
export function lockTarget(lock: LockData | null | undefined): EditTarget | null {
  if (typeof lock?.globalSlug === 'string' && lock.globalSlug) return { global: lock.globalSlug }
  const document = lock?.document
  if (document === null || typeof document !== 'object' || typeof document.relationTo !== 'string') return null
  const id = relationId(document.value)
  return id ? { collection: document.relationTo, id } : null
}

const sameTarget = (a: EditTarget, b: EditTarget) => JSON.stringify(a) === JSON.stringify(b)

async function existingLock(req: PayloadRequest, id: AccessArgs['id']): Promise<LockData | null> {
  if (id === undefined) return null
  return (await req.payload.findByID({
    collection: LOCKS,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as LockData | null
}

const ownerOrAdmin: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  return req.user ? { 'user.value': { equals: req.user.id } } : false
}

/** A new lock: in the requester's own name, on a document or global they may update. */
const createLock: Access = async ({ req, data }) => {
  const target = lockTarget(data)
  return Boolean(req.user && target && isRequester((data as LockData).user, req.user) && (await mayUpdate(req, target)))
}

/**
 * A change to a lock (the admin's "take over", or keeping it fresh): it stays on its document, is
 * in the requester's name afterwards, and the requester may update that document.
 */
const updateLock: Access = async ({ req, id, data }) => {
  if (!req.user) return false
  const lock = await existingLock(req, id)
  const target = lockTarget(lock)
  if (!lock || !target) return false
  const changed = { ...lock, ...(data as LockData | undefined) }
  const movedTo = lockTarget(changed)
  if (!movedTo || !sameTarget(movedTo, target) || !isRequester(changed.user, req.user)) return false
  return mayUpdate(req, target)
}

/** Removing a lock: its owner or an administrator, who may update the document it is on. */
const deleteLock: Access = async (args) => {
  const { req, id } = args
  if (id === undefined) return ownerOrAdmin(args)
  const lock = await existingLock(req, id)
  const target = lockTarget(lock)
  if (!req.user || !lock || !target) return false
  return (hasRole(req, 'admin') || isRequester(lock.user, req.user)) && mayUpdate(req, target)
}

/**
 * The admin's document locks ("being edited by …") are a collection Payload adds itself, open to
 * any signed-in user by default: anyone could lock a document they may not edit (blocking its
 * editors' saves with 423), delete another editor's lock, or put a lock in someone else's name.
 * Here a lock is created, changed or removed only by someone who may update the locked document
 * or global, and it names only its creator or the one who took it over.
 */
export function restrictDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS)
  if (!locks) return config
  locks.access = {
    ...locks.access,
    read: ({ req }) => Boolean(req.user),
    create: createLock,
    update: updateLock,
    delete: deleteLock,
  }
  return config
}
