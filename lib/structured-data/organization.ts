/**
 * The university as schema.org sees it (a CollegeOrUniversity, Google's Organization rules):
 * written once, used whole on the home page and as publisher, provider, organiser and employer
 * elsewhere. Every URL is absolute from the configured public origin.
 */
import { absoluteUrl } from '@/lib/pages/absolute-url'

/** What the builders need of Site settings (lib/reads/settings.ts). */
export type OrganizationSettings = {
  universityName: string
  shortName?: string
  address: string
  phones: { label: string; number: string }[]
  emails: { general: string }
  social: { platform: string; url: string }[]
}

/** The crest at a size search engines accept as a logo (app/logo.png). */
export const LOGO_PATH = '/logo.png'
export const LOGO_SIZE = 512

/** The node id of the university, so the page's other nodes can point at it. */
export const organizationId = (origin: string) => absoluteUrl(origin, '/#organization')

const COUNTRIES: Record<string, string> = { jamaica: 'JM' }

/**
 * A PostalAddress from the settings' address as editors write it, one line each: street; town,
 * parish; country ("Manchester Road / Mandeville, Manchester / Jamaica, W.I.").
 */
export function postalAddress(text: string) {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  const countryLine = lines.length > 1 ? lines[lines.length - 1] : ''
  const country = Object.entries(COUNTRIES).find(([name]) => countryLine.toLowerCase().includes(name))?.[1]
  const body = country ? lines.slice(0, -1) : lines
  const [locality, region] = body.length > 1 ? body[body.length - 1].split(',').map((part) => part.trim()) : []
  const street = body.length > 1 ? body.slice(0, -1) : body
  return {
    '@type': 'PostalAddress',
    streetAddress: street.join(', '),
    ...(locality ? { addressLocality: locality } : {}),
    ...(region ? { addressRegion: region } : {}),
    addressCountry: country ?? 'JM',
  }
}

/** The university as a node inside another (publisher, provider, organiser, employer). */
export function organizationRef(settings: Pick<OrganizationSettings, 'universityName' | 'social'>, origin: string) {
  return {
    '@type': 'CollegeOrUniversity',
    '@id': organizationId(origin),
    name: settings.universityName,
    url: absoluteUrl(origin, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(origin, LOGO_PATH), width: LOGO_SIZE, height: LOGO_SIZE },
    ...(settings.social.length ? { sameAs: settings.social.map((s) => s.url) } : {}),
  }
}

/** The home page's Organization: name, URL, logo, address, telephone, e-mail, contacts and profiles. */
export function organizationJsonLd(settings: OrganizationSettings, origin: string) {
  const [main] = settings.phones
  return {
    '@context': 'https://schema.org',
    ...organizationRef(settings, origin),
    ...(settings.shortName ? { alternateName: settings.shortName } : {}),
    address: postalAddress(settings.address),
    ...(main ? { telephone: main.number } : {}),
    ...(settings.emails.general ? { email: settings.emails.general } : {}),
    ...(settings.phones.length
      ? {
          contactPoint: settings.phones.map((p) => ({
            '@type': 'ContactPoint',
            contactType: p.label,
            telephone: p.number,
          })),
        }
      : {}),
  }
}
