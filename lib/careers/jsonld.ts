import { absoluteUrl } from '@/lib/pages/absolute-url'
import { organizationRef, postalAddress, type OrganizationSettings } from '@/lib/structured-data/organization'

/**
 * schema.org JobPosting for a job's own page (never the list: Google wants it on the page that
 * shows the whole job): the full description, when it was posted and closes, the university as
 * employer, the campus as the place of work, the employment type when known.
 */
export function jobPostingJsonLd(
  job: {
    id: string
    title: string
    department: string
    description: string
    postedAt: string
    closingDate: string
    employmentType: string[]
    path: string
  },
  settings: Pick<OrganizationSettings, 'universityName' | 'social' | 'address'>,
  origin: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: settings.universityName, value: job.id },
    datePosted: job.postedAt,
    validThrough: job.closingDate,
    ...(job.employmentType.length
      ? { employmentType: job.employmentType.length === 1 ? job.employmentType[0] : job.employmentType }
      : {}),
    hiringOrganization: organizationRef(settings, origin),
    jobLocation: { '@type': 'Place', address: postalAddress(settings.address) },
    // Applications go through the offer on the university's job board, not this page.
    directApply: false,
    url: absoluteUrl(origin, job.path),
  }
}
