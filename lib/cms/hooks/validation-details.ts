import type { AfterErrorHook } from 'payload'

type Detailed = { status?: number; message?: string; data?: { errors?: { path: string; message: string }[] } }

/**
 * Keeps the field details of a validation error a hook of ours threw. Payload writes them into
 * the answer only for errors of its own class, and the bundled server can hold a second copy of
 * that class; without the details the admin cannot show the message beside the field.
 */
export const keepValidationDetails: AfterErrorHook = ({ error, result }) => {
  const { status, message, data } = error as Detailed
  if (status !== 400 || !Array.isArray(data?.errors)) return
  const answer = result as { errors?: { data?: unknown }[] } | undefined
  if (answer?.errors?.some((entry) => entry.data)) return
  return { response: { errors: [{ name: 'ValidationError', message, data }] }, status: 400 }
}
