/**
 * The telephone mask (###)###-####: keeps the digits typed (at most ten) and lays them out
 * as the person types, so "8765551234" becomes "(876)555-1234". A separator appears only once
 * a digit follows it, so deleting backwards never gets stuck on ")" or "-".
 */
export function maskTelephone(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 10)
  if (digits.length === 0) return ''
  if (digits.length <= 3) return `(${digits}`
  if (digits.length <= 6) return `(${digits.slice(0, 3)})${digits.slice(3)}`
  return `(${digits.slice(0, 3)})${digits.slice(3, 6)}-${digits.slice(6)}`
}
