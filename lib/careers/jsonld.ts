import { formatDeadline } from './deadline'

/** schema.org JobPosting for one open job. */
export function jobPostingJsonLd(
  job: { title: string; department: string; postedAt: string; closingDate: string; advertUrl: string },
  org: { name: string; address: string; url: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: `${job.title} in ${job.department} at ${org.name}. Application deadline: ${formatDeadline(job.closingDate)}. See the offer for the full description.`,
    datePosted: job.postedAt.slice(0, 10),
    validThrough: job.closingDate,
    hiringOrganization: { '@type': 'CollegeOrUniversity', name: org.name, sameAs: org.url },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', streetAddress: org.address.replace(/\s*\n\s*/g, ', '), addressCountry: 'JM' } },
    url: job.advertUrl,
  }
}
