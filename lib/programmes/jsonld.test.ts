import { programJsonLd } from './jsonld'

const settings = {
  universityName: 'Northern Caribbean University',
  social: [{ platform: 'Facebook', url: 'https://facebook.com/ncu' }],
}
const input = {
  name: 'Nursing',
  description: 'Nursing degree',
  url: '/undergrad?degree=nursing',
  level: "Bachelor's",
  duration: '4 years (full time)',
  modalities: ['Face-to-face', 'Blended'],
  tuition: [{ amount: 650000, currency: 'JMD', estimate: '/costs?programme=nursing' }],
  image: '/api/media/file/nursing.webp',
}

describe('programJsonLd', () => {
  const ld = programJsonLd(input, settings, 'https://www.ncu.example')

  it('is a Course with absolute URLs and the university as provider', () => {
    expect(ld['@type']).toBe('Course')
    expect(ld.url).toBe('https://www.ncu.example/undergrad?degree=nursing')
    expect(ld.image).toBe('https://www.ncu.example/api/media/file/nursing.webp')
    expect(ld.provider).toMatchObject({
      '@type': 'CollegeOrUniversity',
      name: settings.universityName,
      sameAs: ['https://facebook.com/ncu'],
    })
  })

  it('states the duration as an ISO 8601 workload per mode of study, and has no location', () => {
    expect(ld.hasCourseInstance).toEqual([
      { '@type': 'CourseInstance', courseMode: 'Onsite', courseWorkload: 'P4Y' },
      { '@type': 'CourseInstance', courseMode: 'Blended', courseWorkload: 'P4Y' },
    ])
    expect(ld).not.toHaveProperty('location')
    expect(ld).not.toHaveProperty('timeToComplete')
  })

  it('offers the tuition as a paid offer leading to its estimate, and a paid offer without a price when none is set', () => {
    expect(ld.offers).toEqual([
      {
        '@type': 'Offer',
        category: 'Paid',
        price: 650000,
        priceCurrency: 'JMD',
        url: 'https://www.ncu.example/costs?programme=nursing',
      },
    ])
    expect(programJsonLd({ ...input, tuition: [] }, settings, 'https://x.edu').offers).toEqual([
      { '@type': 'Offer', category: 'Paid' },
    ])
  })

  it('leaves the course instances out when no duration is stated', () => {
    expect(programJsonLd({ ...input, duration: 'varies' }, settings, 'https://x.edu')).not.toHaveProperty(
      'hasCourseInstance',
    )
  })
})
