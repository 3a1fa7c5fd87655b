import { MAX_BODY_BYTES, SUBMISSION_MESSAGES } from '../submission'
import { json } from './respond'

/** Reads the body as text, refusing it as soon as it passes `limit` bytes. */
export async function readLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

export type BodyResult = { fields: Record<string, unknown> } | { refusal: Response }

/** The request's JSON object, or the answer that refuses it: wrong content type (415), too large (413), not a JSON object (400). */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/json(\s*;|$)/i.test(contentType.trim()))
    return { refusal: json({ error: SUBMISSION_MESSAGES.contentType }, 415) }
  const text = await readLimited(request, MAX_BODY_BYTES)
  if (text === null) return { refusal: json({ error: SUBMISSION_MESSAGES.tooLarge }, 413) }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { refusal: json({ error: SUBMISSION_MESSAGES.badJson }, 400) }
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { refusal: json({ error: SUBMISSION_MESSAGES.badJson }, 400) }
  return { fields: body as Record<string, unknown> }
}
