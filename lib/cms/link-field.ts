import { safeHref } from '@/lib/text/safe-href'

/**
 * Validates a text field holding a link editors type: a path on this site or an http(s) address,
 * never `javascript:`, `data:` or `//host` (the links are rendered as they are stored).
 */
export function validateLinkUrl(value: unknown): true | string {
  return typeof value === 'string' && safeHref(value) ? true : 'Enter a path starting with / or an http(s):// address.'
}
