import type { Resolver } from 'react-hook-form'
import type { RequestInformation, RequestInformationInput } from '@/lib/forms/request-information'

type RequestResolver = Resolver<RequestInformationInput, unknown, RequestInformation>

let loading: Promise<RequestResolver> | null = null

/**
 * The form's validation (zod schema and resolver), loaded on demand: it is only needed once the
 * visitor submits or corrects a field, so its code need not arrive with the page. Call it when
 * the visitor starts on the form to have it ready; `requestResolver` waits for it otherwise.
 */
export function loadRequestResolver(): Promise<RequestResolver> {
  loading ??= Promise.all([import('@hookform/resolvers/zod'), import('@/lib/forms/request-information')]).then(
    ([{ zodResolver }, { requestInformationSchema }]) => zodResolver(requestInformationSchema) as RequestResolver,
  )
  // A failed download (network) is tried again on the next validation.
  loading.catch(() => (loading = null))
  return loading
}

export const requestResolver: RequestResolver = async (values, context, options) => (await loadRequestResolver())(values, context, options)
