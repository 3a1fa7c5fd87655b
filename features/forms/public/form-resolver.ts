import type { Resolver } from 'react-hook-form'
import type { FormValues, PublicField } from '../definition'

type FormResolver = Resolver<FormValues, PublicField[], FormValues>
type ResolverFor = (fields: PublicField[]) => FormResolver

let loading: Promise<ResolverFor> | null = null

/**
 * The form's validation (zod and the form's schema), loaded when the visitor starts on the form
 * rather than with the page, as the request form's is (request-resolver.ts there).
 */
export function loadFormResolver(): Promise<ResolverFor> {
  const attempt = (loading ??= Promise.all([import('@hookform/resolvers/zod'), import('../schema')]).then(
    ([{ zodResolver }, { formSchema }]) => {
      const made = new WeakMap<PublicField[], FormResolver>()
      return (fields: PublicField[]) => {
        let resolver = made.get(fields)
        if (!resolver) {
          resolver = zodResolver(formSchema(fields)) as unknown as FormResolver
          made.set(fields, resolver)
        }
        return resolver
      }
    },
  ))
  attempt.catch(() => {
    if (loading === attempt) loading = null
  })
  return attempt
}

/** Validates with the form's schema; if its code cannot be downloaded the route's field errors still reach the fields. */
export const formResolver: FormResolver = async (values, fields, options) => {
  let resolverFor: ResolverFor
  try {
    resolverFor = await loadFormResolver()
  } catch {
    return { values, errors: {} }
  }
  return resolverFor(fields ?? [])(values, fields, options)
}
