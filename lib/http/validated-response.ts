import { httpDate, strongEtag } from './conditional.mjs'

type Init = ResponseInit & { headers?: Record<string, string>; lastModified?: Date | string | null }

/**
 * A generated answer (feed, calendar file, sitemap, robots.txt, picture) with its validators: a
 * strong ETag of its bytes and, when given, Last-Modified. The server answers 304 to a request
 * that already has them (lib/http/conditional-response.mjs), also when Next replays the answer
 * from its cache without running the handler.
 */
export function validatedResponse(
  body: string | Uint8Array<ArrayBuffer>,
  { lastModified, headers, ...init }: Init = {},
) {
  const validators: Record<string, string> = { ETag: strongEtag(body) }
  if (lastModified) validators['Last-Modified'] = httpDate(lastModified)
  return new Response(body, { ...init, headers: { ...headers, ...validators } })
}

/** A drawn picture (next/og's ImageResponse) as bytes with its validators and its own headers. */
export async function validatedImage(image: Response): Promise<Response> {
  const bytes = new Uint8Array(await image.arrayBuffer())
  return validatedResponse(bytes, { status: image.status, headers: Object.fromEntries(image.headers) })
}
