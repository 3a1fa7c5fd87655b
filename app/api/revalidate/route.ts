import { NextResponse, type NextRequest } from 'next/server'
import { expireTags } from '@/lib/cms/hooks/revalidate'
import { config } from '@/lib/config/site.mjs'
import { bearerMatches, revalidateBody } from '@/lib/cache/revalidation/protocol'

/** Lets an external system (an importer, another service) expire cache tags: `Authorization: Bearer $REVALIDATE_SECRET`. */
export async function POST(request: NextRequest) {
  if (!bearerMatches(request.headers.get('authorization'), config.revalidateSecret)) {
    return NextResponse.json({ error: 'Not authorised' }, { status: 401 })
  }
  const body = revalidateBody.safeParse(await request.json().catch(() => null))
  if (!body.success) {
    return NextResponse.json(
      {
        error:
          'Send { "tags": ["programmes", "programmes:<slug>", …] } (a collection or global slug, or <collection>:<key>)',
        issues: body.error.issues.map((i) => i.message),
      },
      { status: 400 },
    )
  }
  await expireTags(body.data.tags)
  return NextResponse.json({ revalidated: body.data.tags })
}
