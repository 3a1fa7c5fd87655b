import type { Environment } from '@/lib/config/environment.mjs'
import { config, readConfig } from '@/lib/config/site.mjs'

/**
 * Where accepted requests are forwarded: the admissions system's `info/addInfoRequest`
 * under ADMISSIONS_API_URL, with a basic-auth pair (ADMISSIONS_API_USER, ADMISSIONS_API_PASSWORD)
 * or a bearer token (ADMISSIONS_API_TOKEN). Without an address and credentials nothing is
 * forwarded: requests stay in the admissions inbox in /admin.
 */
export type AdmissionsConfig = { endpoint: string; authorization: string; timeoutMs: number }

/** `env` (tests) replaces the process's configuration (lib/config/site.mjs). */
export function admissionsConfig(env?: Environment): AdmissionsConfig | null {
  const api = (env ? readConfig(env) : config).admissionsApi
  const base = api.url
  if (!base) return null
  let authorization: string
  if (api.token) authorization = `Bearer ${api.token}`
  else if (api.user && api.password)
    authorization = `Basic ${Buffer.from(`${api.user}:${api.password}`).toString('base64')}`
  else return null
  const endpoint = new URL('info/addInfoRequest', base.endsWith('/') ? base : `${base}/`).toString()
  return { endpoint, authorization, timeoutMs: api.timeoutMs }
}
