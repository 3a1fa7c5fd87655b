/** Only our own paths and http(s) addresses are linked; anything else (javascript:, data:, //host) is dropped. */
export function safeHref(link: string): string | null {
  const value = link.trim()
  if (/^\/(?!\/)/.test(value)) return value
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value
  return null
}
