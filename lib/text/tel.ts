/**
 * The `tel:` address of a phone number as people write it ("(876) 555-0100", "+1 876 555 0100"):
 * its digits only, with a leading + kept for international numbers.
 */
export function telHref(display: string): string {
  const digits = display.replace(/\D/g, '')
  return `tel:${/^\s*\+/.test(display) ? '+' : ''}${digits}`
}
