import type { SeedContext } from './context'
import { seedContext } from './context'

/**
 * The spec gives no accounts, so each platform's link is a placeholder on the reserved example.edu
 * domain for the editor to replace: an invented handle on the real platform could belong to
 * anyone, and the footer and the university's structured data (`sameAs`) would vouch for it.
 */
const socialPlaceholder = (platform: string) => `https://social.example.edu/${platform.toLowerCase()}`
const SOCIAL_PLATFORMS = ['Facebook', 'Instagram', 'X', 'YouTube'] as const

/** What databases seeded before carried, invented handles on the real platforms, and their placeholders. */
const INVENTED_HANDLES = new Map([
  ['https://www.facebook.com/example-university', socialPlaceholder('Facebook')],
  ['https://www.instagram.com/example-university', socialPlaceholder('Instagram')],
  ['https://x.com/example-university', socialPlaceholder('X')],
  ['https://www.youtube.com/@example-university', socialPlaceholder('YouTube')],
])

/** Sample values stand where the spec withholds them ({email}, {phone}); editors change them in Site settings. */
/** The offices' addresses in Site settings; the directory gives the same offices the same addresses. */
export const SEED_EMAILS = {
  general: 'info@example.edu',
  admissions: 'admissions@example.edu',
  dataProtection: 'dataprotection@example.edu',
  mentorship: 'mentorship@example.edu',
}

export async function seedSettings({ payload }: SeedContext) {
  const current = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (current?.universityName) {
    // Databases seeded before carried a well-known music video as the demo; no video until an editor sets one.
    if (current.homeVideo?.youtubeId === 'dQw4w9WgXcQ') {
      await payload.updateGlobal({
        slug: 'site-settings',
        overrideAccess: true,
        context: seedContext,
        data: { homeVideo: { ...current.homeVideo, youtubeId: '' } },
      })
    }
    // Their invented handles become the placeholders; links an editor set stay as they are.
    const social = current.social ?? []
    if (social.some((link) => INVENTED_HANDLES.has(link.url))) {
      await payload.updateGlobal({
        slug: 'site-settings',
        overrideAccess: true,
        context: seedContext,
        data: {
          social: social.map((link) => ({ ...link, url: INVENTED_HANDLES.get(link.url) ?? link.url })),
        },
      })
    }
    return
  }
  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    context: seedContext,
    data: {
      universityName: 'Northern Caribbean University',
      shortName: 'NCU',
      tagline: 'Excellence in Education, Service and Character',
      address: 'Manchester Road\nMandeville, Manchester\nJamaica, W.I.',
      phones: [
        { label: 'Main campus', number: '(876) 555-0100' },
        { label: 'Admissions', number: '(876) 555-0101' },
      ],
      fax: '(876) 555-0199',
      emails: SEED_EMAILS,
      social: SOCIAL_PLATFORMS.map((platform) => ({ platform, url: socialPlaceholder(platform) })),
      links: {
        application: 'https://apply.example.edu',
        learningPlatform: 'https://learn.example.edu',
        webmail: 'https://mail.example.edu',
        jobBoard: 'https://jobs.example.edu',
        library: 'https://library.example.edu',
        transcripts: 'https://records.example.edu/transcripts',
        letters: 'https://records.example.edu/letters',
        media: 'https://media.example.edu',
        studentNewspaper: 'https://newspaper.example.edu',
        foundation: 'https://foundation.example.edu',
        homecoming: 'https://homecoming.example.edu',
        entrepreneurship: 'https://entrepreneurship.example.edu',
        distanceEducation: 'https://online.example.edu',
        givingForm: 'https://give.example.edu/form',
        photoGallery: 'https://photos.example.edu/sports',
        virtualTour: 'https://tour.example.edu',
        mentorshipForm: 'https://forms.example.edu/mentorship',
      },
      // The university's own domain: the links above, and where editors' redirects may lead.
      redirectDomains: ['example.edu'],
      // No video until an editor sets one (Site settings → External sites → Home page video).
      homeVideo: { title: 'Welcome to Northern Caribbean University' },
    },
  })
}
