// Turbopack otherwise takes the site's own proxy.ts (at the workspace root) into the floor's
// build. This one matches no request, so the floor stays an empty Next.js app.
export function proxy() {}

export const config = { matcher: '/__floor-has-no-proxy' }
