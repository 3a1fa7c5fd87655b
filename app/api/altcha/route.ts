import { createAltchaChallenge } from '@/features/request-information/verification/altcha'

export const dynamic = 'force-dynamic'

/** GET /api/altcha — a fresh signed proof-of-work challenge for the request-information form. */
export async function GET() {
  const challenge = await createAltchaChallenge()
  return Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } })
}
