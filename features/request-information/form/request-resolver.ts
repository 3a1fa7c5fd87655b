import type { Resolver } from 'react-hook-form'
import type { RequestInformation, RequestInformationInput } from '../schema/request-information'

type RequestResolver = Resolver<RequestInformationInput, unknown, RequestInformation>

let loading: Promise<RequestResolver> | null = null

/**
 * The form's validation (zod schema and resolver), loaded on demand: it is only needed once the
 * visitor submits or corrects a field, so its code need not arrive with the page. Call it when
 * the visitor starts on the form to have it ready; `requestResolver` waits for it otherwise.
 */
export function loadRequestResolver(): Promise<RequestResolver> {
  const attempt = (loading ??= Promise.all([
    import('@hookform/resolvers/zod'),
    import('../schema/request-information'),
  ]).then(
    ([{ zodResolver }, { requestInformationSchema }]) => zodResolver(requestInformationSchema) as RequestResolver,
  ))
  // A failed download (network) is tried again next time.
  attempt.catch(() => {
    if (loading === attempt) loading = null
  })
  return attempt
}

/**
 * Validates with the schema; if its code cannot be downloaded, lets the request through unchecked:
 * the route handler validates with the same schema and its field errors are shown beside the
 * fields, so the visitor is never stuck on a form that does nothing.
 */
export const requestResolver: RequestResolver = async (values, context, options) => {
  let resolve: RequestResolver
  try {
    resolve = await loadRequestResolver()
  } catch {
    return { values: values as unknown as RequestInformation, errors: {} }
  }
  return resolve(values, context, options)
}
