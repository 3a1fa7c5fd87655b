import type { Access, SanitizedConfig } from 'payload'
import { hasRole } from './access'

type UserRef = { relationTo?: string; value?: unknown } | number | string | null | undefined

const isRequester = (ref: UserRef, user: { id: unknown; collection?: string }) =>
  ref !== null && typeof ref === 'object' ? ref.value === user.id && (!ref.relationTo || ref.relationTo === user.collection) : ref === user.id

const ownerOrAdmin: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  return req.user ? { 'user.value': { equals: req.user.id } } : false
}

/**
 * The admin's document locks ("being edited by …") are a collection Payload adds itself, open to
 * any signed-in user by default: anyone could delete another editor's lock or create one in
 * another's name. Here a lock names only its creator; only its owner or an admin deletes it; an
 * editor may take one over (the admin's "take over" sets the lock's user to themselves).
 */
export function restrictDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (!locks) return config
  locks.access = {
    ...locks.access,
    read: ({ req }) => Boolean(req.user),
    create: ({ req, data }) => Boolean(req.user) && (hasRole(req, 'admin') || isRequester(data?.user, req.user!)),
    update: (args) => (args.req.user && args.data && isRequester(args.data.user, args.req.user) ? true : ownerOrAdmin(args)),
    delete: ownerOrAdmin,
  }
  return config
}
