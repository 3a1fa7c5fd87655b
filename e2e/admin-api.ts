import type { APIRequestContext } from '@playwright/test'

export const ADMIN = { email: 'admin@example.edu', password: 'demo-admin-password' }
export const EDITOR = { email: 'editor@example.edu', password: 'demo-admin-password' }
/** The seeded college editor, scoped to the College of Natural and Applied Sciences (CNAS). */
export const COLLEGE_EDITOR = { email: 'college-editor@example.edu', password: 'demo-admin-password', college: 'CNAS' }

/** Signs in to Payload's REST API (as the seeded administrator by default) and returns the Authorization header. */
export async function adminAuth(request: APIRequestContext, user = ADMIN): Promise<Record<string, string>> {
  const response = await request.post('/api/users/login', { data: user })
  if (!response.ok()) throw new Error(`${user.email} login failed: ${response.status()}`)
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}
