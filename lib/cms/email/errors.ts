/** A delivery the SMTP server refused or never took; its message names no recipient and no content. */
export class EmailNotSent extends Error {
  constructor(readonly code: string) {
    super(`e-mail not sent (${code})`)
    this.name = 'EmailNotSent'
  }
}

/** The SMTP error's code (ECONNREFUSED, EAUTH, ETIMEDOUT, EENVELOPE…), never its text, which may quote an address. */
export function deliveryCode(error: unknown): string {
  const code = (error as { code?: unknown; responseCode?: unknown } | null)?.code
  if (typeof code === 'string' && /^[A-Z_]{2,32}$/.test(code)) return code
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof responseCode === 'number' ? `SMTP ${responseCode}` : 'unknown'
}
