import { jobPostingJsonLd } from './jsonld'

describe('jobPostingJsonLd', () => {
  it('describes the job, its employer and when it closes', () => {
    const ld = jobPostingJsonLd(
      {
        title: 'Lecturer in Nursing',
        department: 'School of Nursing',
        postedAt: '2026-11-01T12:00:00.000Z',
        closingDate: '2026-12-18T22:00:00.000Z',
        advertUrl: 'https://jobs.example.edu/1',
      },
      { name: 'Northern Caribbean University', address: 'Manchester Road\nMandeville', url: 'https://ncu.example' },
    )
    expect(ld['@type']).toBe('JobPosting')
    expect(ld.datePosted).toBe('2026-11-01')
    expect(ld.validThrough).toBe('2026-12-18T22:00:00.000Z')
    expect(ld.description).toContain('Friday, December 18, 2026')
    expect(ld.hiringOrganization.name).toBe('Northern Caribbean University')
    expect(ld.jobLocation.address.streetAddress).toBe('Manchester Road, Mandeville')
  })
})
