import { NextResponse, type NextRequest } from 'next/server'
import { settlePassedBoundary } from './lib/alerts/pending-boundary'
import { DRAFT_MODE_COOKIE, draftModeOf, withoutCookie } from './lib/preview/draft-mode-gate'
import { decide } from './lib/redirects/proxy-rules'
import { trailingSlashRoute } from './lib/redirects/trailing-slash'
import { previewFrameHeaders } from './lib/http/security-headers'

export async function proxy(request: NextRequest) {
  const decision = decide(request.nextUrl.pathname, request.nextUrl.searchParams)
  if (decision.action === 'redirect') {
    // Only the server knows the stored redirects: its route answers this one hop.
    if (decision.storedFirst) return NextResponse.rewrite(new URL(trailingSlashRoute(decision.to), request.url))
    return NextResponse.redirect(new URL(decision.to, request.url), 308)
  }
  const draftMode = await draftModeOf(request)
  await settlePassedBoundary()
  let forward: { request: { headers: Headers } } | undefined
  if (draftMode === 'ignored') {
    const headers = new Headers(request.headers)
    const cookies = withoutCookie(headers.get('cookie') ?? '', DRAFT_MODE_COOKIE)
    if (cookies) headers.set('cookie', cookies)
    else headers.delete('cookie')
    forward = { request: { headers } }
  }
  const response =
    decision.action === 'rewrite'
      ? NextResponse.rewrite(new URL(decision.to, request.url), forward)
      : NextResponse.next(forward)
  // An editor's preview shows in the admin's live preview pane (pages only, never the API). Only
  // when loaded in a frame: in a tab each page keeps its own policy (/donate's frames the giving form).
  if (
    draftMode === 'preview' &&
    request.headers.get('sec-fetch-dest') === 'iframe' &&
    !request.nextUrl.pathname.startsWith('/api/')
  ) {
    for (const { key, value } of previewFrameHeaders()) response.headers.set(key, value)
  }
  return response
}

export const config = {
  matcher: [
    // Pages only: never the admin, the APIs, Next's assets or files with an extension.
    '/((?!admin|api|_next|.*\\.[a-zA-Z0-9]+$).*)',
    // Anything else Next renders (feeds, calendar files, route handlers), when it carries the
    // draft-mode cookie (lib/preview/draft-mode-gate.ts): in draft mode it would skip the cache too.
    { source: '/((?!admin|_next/).*)', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
  ],
}
