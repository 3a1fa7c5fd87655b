import { ValidationError, type CollectionBeforeOperationHook } from 'payload'
import { passwordProblem } from './password-policy'

/** Applies the password policy wherever a password is set: a new user, a change, a reset. */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = async ({ args, collection, operation }) => {
  if (!['create', 'update', 'resetPassword'].includes(operation)) return args
  const { data } = args as { data?: { password?: unknown; email?: unknown; name?: unknown } }
  if (typeof data?.password !== 'string' || data.password === '') return args
  const problem = await passwordProblem(data.password, [data.email, data.name].map((v) => (typeof v === 'string' ? v : null)))
  if (problem) throw new ValidationError({ collection: collection.slug, errors: [{ path: 'password', message: problem }] })
  return args
}
