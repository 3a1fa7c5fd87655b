import type { APIRequestContext } from '@playwright/test'

export const ADMIN = { email: 'admin@example.edu', password: 'demo-admin-password' }

/** Signs in to Payload's REST API as the seeded administrator and returns the Authorization header. */
export async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/users/login', { data: ADMIN })
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()}`)
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}
