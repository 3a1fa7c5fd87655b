/**
 * Where accepted requests are forwarded: the admissions system's `info/addInfoRequest`
 * under ADMISSIONS_API_URL, with a basic-auth pair (ADMISSIONS_API_USER, ADMISSIONS_API_PASSWORD)
 * or a bearer token (ADMISSIONS_API_TOKEN). Without an address and credentials nothing is
 * forwarded: requests stay in the admissions inbox in /admin.
 */
export type AdmissionsConfig = { endpoint: string; authorization: string; timeoutMs: number }

export function admissionsConfig(env: Record<string, string | undefined> = process.env): AdmissionsConfig | null {
  const base = env.ADMISSIONS_API_URL?.trim()
  if (!base) return null
  let authorization: string
  if (env.ADMISSIONS_API_TOKEN?.trim()) authorization = `Bearer ${env.ADMISSIONS_API_TOKEN.trim()}`
  else if (env.ADMISSIONS_API_USER && env.ADMISSIONS_API_PASSWORD)
    authorization = `Basic ${Buffer.from(`${env.ADMISSIONS_API_USER}:${env.ADMISSIONS_API_PASSWORD}`).toString('base64')}`
  else return null
  const endpoint = new URL('info/addInfoRequest', base.endsWith('/') ? base : `${base}/`).toString()
  const timeout = Number(env.ADMISSIONS_API_TIMEOUT_MS)
  return { endpoint, authorization, timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : 15_000 }
}
