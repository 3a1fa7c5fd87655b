import { ValidationError, type CollectionBeforeOperationHook, type CollectionBeforeValidateHook } from 'payload'
import { passwordProblem } from './password-policy'

type PasswordData = { password?: unknown; email?: unknown; name?: unknown } | undefined

async function check(collection: string, data: PasswordData) {
  if (typeof data?.password !== 'string' || data.password === '') return
  const problem = await passwordProblem(
    data.password,
    [data.email, data.name].map((v) => (typeof v === 'string' ? v : null)),
  )
  if (problem) throw new ValidationError({ collection, errors: [{ path: 'password', message: problem }] })
}

/**
 * The password policy where a new user is made or a password changed. A validate hook, so it
 * runs after access control: a caller who may not create users is refused as such, not told
 * what a good password would be.
 */
export const enforcePasswordPolicy: CollectionBeforeValidateHook = async ({ collection, data }) => {
  await check(collection.slug, data as PasswordData)
  return data
}

/** The same policy on a password reset, which sets the password without running validate hooks. */
export const enforcePasswordPolicyOnReset: CollectionBeforeOperationHook = async ({ args, collection, operation }) => {
  if (operation === 'resetPassword') await check(collection.slug, (args as { data?: PasswordData }).data)
  return args
}
