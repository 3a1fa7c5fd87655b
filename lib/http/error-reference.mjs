// @ts-check
/**
 * An error page names the request it answered, so a visitor can quote it to support and an operator
 * finds it in the log (the request id: `X-Request-Id`, scripts/request-guard.mjs). A page cannot read
 * its own response's headers, so a failed page's or payload's answer (a 5xx, HTML or React Server
 * Components) also sets a short-lived cookie with the id, which the error page reads once and clears
 * (components/shell/ErrorReference.tsx). Nothing personal: the id is a random token.
 * Installed per request by scripts/request-guard.mjs.
 */
export const ERROR_REFERENCE_COOKIE = 'error-ref'

/** How long the cookie waits for the error page to read it. */
const LIFETIME_SECONDS = 300

/**
 * @param {import('node:http').ServerResponse} response
 * @param {string} id
 */
export function sendErrorReference(response, id) {
  const writeHead = response.writeHead
  /**
   * @this {import('node:http').ServerResponse}
   * @param {number} status
   * @param {any[]} rest
   */
  const replacement = function (status, ...rest) {
    const type = String(this.getHeader('content-type') ?? '')
    if (status >= 500 && /text\/html|text\/x-component/.test(type)) {
      const existing = this.getHeader('set-cookie')
      const cookies = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)]
      this.setHeader('Set-Cookie', [
        ...cookies,
        `${ERROR_REFERENCE_COOKIE}=${id}; Path=/; Max-Age=${LIFETIME_SECONDS}; SameSite=Strict`,
      ])
    }
    return writeHead.call(this, status, ...rest)
  }
  response.writeHead = /** @type {any} */ (replacement)
}
