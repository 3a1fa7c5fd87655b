import { validatedResponse } from '@/lib/http/validated-response'
import { robotsTxt } from '@/lib/seo/robots'

// A route handler rather than a metadata robots.ts, whose answer carries no validators.
export const dynamic = 'force-static'

export function GET() {
  return validatedResponse(robotsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
