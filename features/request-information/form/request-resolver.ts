import type { Resolver } from 'react-hook-form'
import type { ProgrammeChoices } from '../fields/enumerations'
import type { RequestInformation, RequestInformationInput } from '../schema/request-information'

/** The form's resolver: its context is the programme choices the page was rendered with. */
type RequestResolver = Resolver<RequestInformationInput, ProgrammeChoices, RequestInformation>
type ResolverFor = (choices: ProgrammeChoices) => RequestResolver

let loading: Promise<ResolverFor> | null = null

/** Without lists (a form given no context) no programme is a choice: the form offers none either. */
const NO_CHOICES: ProgrammeChoices = { Certificate: [], Undergraduate: [], Graduate: [] }

/**
 * The form's validation (zod schema and resolver), loaded on demand: it is only needed once the
 * visitor submits or corrects a field, so its code need not arrive with the page. Call it when
 * the visitor starts on the form to have it ready; `requestResolver` waits for it otherwise.
 */
export function loadRequestResolver(): Promise<ResolverFor> {
  const attempt = (loading ??= Promise.all([
    import('@hookform/resolvers/zod'),
    import('../schema/request-information'),
  ]).then(([{ zodResolver }, { requestInformationSchema }]) => {
    // One schema per set of lists (a page's form keeps the lists it was rendered with).
    const made = new WeakMap<ProgrammeChoices, RequestResolver>()
    return (choices: ProgrammeChoices) => {
      let resolver = made.get(choices)
      if (!resolver) {
        resolver = zodResolver(requestInformationSchema(choices)) as RequestResolver
        made.set(choices, resolver)
      }
      return resolver
    }
  }))
  // A failed download (network) is tried again next time.
  attempt.catch(() => {
    if (loading === attempt) loading = null
  })
  return attempt
}

/**
 * Validates with the schema, against the programme lists in the form's context; if its code
 * cannot be downloaded, lets the request through unchecked: the route handler validates with the
 * same schema and its field errors are shown beside the fields, so the visitor is never stuck on
 * a form that does nothing.
 */
export const requestResolver: RequestResolver = async (values, choices, options) => {
  let resolverFor: ResolverFor
  try {
    resolverFor = await loadRequestResolver()
  } catch {
    return { values: values as unknown as RequestInformation, errors: {} }
  }
  return resolverFor(choices ?? NO_CHOICES)(values, choices, options)
}
