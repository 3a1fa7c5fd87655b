// @ts-check
/**
 * Next drops a route handler's Content-Length (its body may have been decoded on the way), so a
 * handler that knows its body's exact length (an uploaded file, lib/uploads/served-like-static.ts)
 * declares it under this header instead, and the server sends it as Content-Length: clients see
 * a download's size, and HEAD answers it. Installed per request by scripts/request-guard.mjs.
 */
export const DECLARED_LENGTH = 'x-declared-length'

/** @param {import('node:http').ServerResponse} response */
export function sendDeclaredLength(response) {
  const writeHead = response.writeHead
  /**
   * @this {import('node:http').ServerResponse}
   * @param {number} status
   * @param {any[]} rest
   */
  const replacement = function (status, ...rest) {
    const length = this.getHeader(DECLARED_LENGTH)
    if (length !== undefined) {
      this.removeHeader(DECLARED_LENGTH)
      // A compressed body has another length; Next compresses only text types, never these files.
      if (this.getHeader('content-encoding') === undefined && /^\d+$/.test(String(length)))
        this.setHeader('Content-Length', String(length))
    }
    return writeHead.call(this, status, ...rest)
  }
  response.writeHead = /** @type {any} */ (replacement)
}
