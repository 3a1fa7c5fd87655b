import { jobPostingJsonLd } from './jsonld'

const settings = {
  universityName: 'Northern Caribbean University',
  social: [],
  address: 'Manchester Road\nMandeville, Manchester\nJamaica, W.I.',
}
const job = {
  id: '7',
  title: 'Lecturer in Nursing',
  department: 'School of Nursing',
  description: 'The School of Nursing is hiring. You will need a master’s degree.',
  postedAt: '2026-11-01T12:00:00.000Z',
  closingDate: '2026-12-18T22:00:00.000Z',
  employmentType: ['FULL_TIME'],
  path: '/careers/7',
}

describe('jobPostingJsonLd', () => {
  const ld = jobPostingJsonLd(job, settings, 'https://www.ncu.example')

  it('describes the whole job, when it was posted and when it closes, on its own page', () => {
    expect(ld['@type']).toBe('JobPosting')
    expect(ld.description).toBe(job.description)
    expect(ld.datePosted).toBe('2026-11-01T12:00:00.000Z')
    expect(ld.validThrough).toBe('2026-12-18T22:00:00.000Z')
    expect(ld.employmentType).toBe('FULL_TIME')
    expect(ld.url).toBe('https://www.ncu.example/careers/7')
  })

  it('names the university as employer and its campus, with a postal address, as the place of work', () => {
    expect(ld.hiringOrganization).toMatchObject({
      '@type': 'CollegeOrUniversity',
      name: settings.universityName,
      url: 'https://www.ncu.example/',
    })
    expect(ld.jobLocation.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Manchester Road',
      addressLocality: 'Mandeville',
      addressRegion: 'Manchester',
      addressCountry: 'JM',
    })
  })

  it('leaves the employment type out when none is set, and lists several', () => {
    expect(jobPostingJsonLd({ ...job, employmentType: [] }, settings, 'https://x.edu')).not.toHaveProperty(
      'employmentType',
    )
    expect(
      jobPostingJsonLd({ ...job, employmentType: ['FULL_TIME', 'PART_TIME'] }, settings, 'https://x.edu')
        .employmentType,
    ).toEqual(['FULL_TIME', 'PART_TIME'])
  })
})
