import 'server-only'
import { includes } from '@/lib/cache/tags'
import { cachedRead } from './cached-read'
import { getPayloadClient } from './payload'
import { visibleGlobal } from './visible'

export type SiteSettings = {
  universityName: string
  shortName: string
  tagline: string
  address: string
  phones: { label: string; number: string }[]
  fax: string
  emails: { general: string; admissions: string; dataProtection: string; mentorship: string }
  social: { platform: string; url: string }[]
  links: Record<
    | 'application'
    | 'learningPlatform'
    | 'webmail'
    | 'jobBoard'
    | 'library'
    | 'transcripts'
    | 'letters'
    | 'media'
    | 'studentNewspaper'
    | 'foundation'
    | 'homecoming'
    | 'entrepreneurship'
    | 'distanceEducation'
    | 'givingForm'
    | 'photoGallery'
    | 'virtualTour'
    | 'mentorshipForm',
    string
  >
  homeVideo: { title: string; youtubeId: string }
}

/** Used only if the database cannot be read: the shell still renders and links somewhere sensible. */
export const FALLBACK_SETTINGS: SiteSettings = {
  universityName: 'Northern Caribbean University',
  shortName: 'NCU',
  tagline: 'Excellence in Education, Service and Character',
  address: 'Manchester Road, Mandeville, Manchester, Jamaica W.I.',
  phones: [],
  fax: '',
  emails: { general: '', admissions: '', dataProtection: '', mentorship: '' },
  social: [],
  links: {
    application: '#',
    learningPlatform: '#',
    webmail: '#',
    jobBoard: '/careers',
    library: '#',
    transcripts: '#',
    letters: '#',
    media: '#',
    studentNewspaper: '#',
    foundation: '#',
    homecoming: '#',
    entrepreneurship: '#',
    distanceEducation: '#',
    givingForm: '#',
    photoGallery: '#',
    virtualTour: '#',
    mentorshipForm: '#',
  },
  homeVideo: { title: '', youtubeId: '' },
}

export const getSiteSettings = cachedRead(
  'site-settings',
  includes(['site-settings']),
  async (): Promise<SiteSettings> => {
    const payload = await getPayloadClient()
    const doc = await payload.findGlobal({ slug: 'site-settings', depth: 0, ...visibleGlobal() })
    return {
      universityName: doc.universityName,
      shortName: doc.shortName,
      tagline: doc.tagline ?? '',
      address: doc.address,
      phones: (doc.phones ?? []).map(({ label, number }) => ({ label, number })),
      fax: doc.fax ?? '',
      emails: {
        general: doc.emails.general,
        admissions: doc.emails.admissions,
        dataProtection: doc.emails.dataProtection,
        mentorship: doc.emails.mentorship ?? doc.emails.general,
      },
      social: (doc.social ?? []).map(({ platform, url }) => ({ platform, url })),
      links: { ...FALLBACK_SETTINGS.links, ...doc.links },
      homeVideo: { title: doc.homeVideo?.title?.trim() ?? '', youtubeId: doc.homeVideo?.youtubeId?.trim() ?? '' },
    }
  },
)
