import { NextResponse, type NextRequest } from 'next/server'
import { decide } from './lib/redirects/proxy-rules'

export function proxy(request: NextRequest) {
  const decision = decide(request.nextUrl.pathname, request.nextUrl.searchParams)
  if (decision.action === 'redirect') {
    return NextResponse.redirect(new URL(decision.to, request.url), 308)
  }
  if (decision.action === 'rewrite') {
    const url = new URL(decision.to, request.url)
    return NextResponse.rewrite(url)
  }
  return NextResponse.next()
}

export const config = {
  // Pages only: never the admin, the APIs, Next's assets or files with an extension.
  matcher: ['/((?!admin|api|_next|.*\\.[a-zA-Z0-9]+$).*)'],
}
