import { absoluteUrl } from '@/lib/pages/absolute-url'
import { organizationRef, type OrganizationSettings } from '@/lib/structured-data/organization'
import { durationToIso8601 } from './duration'

type ProgramInput = {
  name: string
  description: string
  /** The page's path (or absolute URL). */
  url: string
  level: string | null
  /** As editors write it: "4 years (full time)". */
  duration: string | null
  modalities: string[]
  /** A year's tuition in each currency, with the path of the estimate a visitor paying it reads (/costs). */
  tuition: { amount: number; currency: string; estimate: string }[]
  /** The picture's path (or absolute URL). */
  image?: string | null
}

/** schema.org's course modes (Google's Course info rules) for the modalities editors choose. */
const COURSE_MODES: Record<string, string> = { 'Face-to-face': 'Onsite', Online: 'Online', Blended: 'Blended' }

/**
 * schema.org Course for one programme detail page, within Google's Course info rules: provider,
 * description, offers (tuition, category Paid, the cost estimate's address) and one CourseInstance per mode of study with the
 * duration as an ISO 8601 courseWorkload. Course has no `location`; campuses stay on the page.
 */
export function programJsonLd(
  p: ProgramInput,
  settings: Pick<OrganizationSettings, 'universityName' | 'social'>,
  origin: string,
) {
  const workload = durationToIso8601(p.duration)
  const modes = [...new Set(p.modalities.map((m) => COURSE_MODES[m]).filter(Boolean))]
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: p.name,
    description: p.description,
    url: absoluteUrl(origin, p.url),
    ...(p.image ? { image: absoluteUrl(origin, p.image) } : {}),
    ...(p.level ? { educationalCredentialAwarded: p.level } : {}),
    inLanguage: 'en',
    provider: organizationRef(settings, origin),
    offers: p.tuition.length
      ? p.tuition.map((t) => ({
          '@type': 'Offer',
          category: 'Paid',
          price: t.amount,
          priceCurrency: t.currency,
          url: absoluteUrl(origin, t.estimate),
        }))
      : [{ '@type': 'Offer', category: 'Paid' }],
    ...(workload
      ? {
          hasCourseInstance: (modes.length ? modes : ['Onsite']).map((courseMode) => ({
            '@type': 'CourseInstance',
            courseMode,
            courseWorkload: workload,
          })),
        }
      : {}),
  }
}
