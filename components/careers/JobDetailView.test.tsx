/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import type { JobDetail } from '@/lib/reads/jobs'
import { JobDetailView } from './JobDetailView'

// Payload's Lexical renderer is ESM that Jest cannot load; the description is not what this test reads.
jest.mock('@/components/ui/RichText', () => ({ RichText: () => null }))

const job: JobDetail = {
  id: '7',
  title: 'Lecturer in Nursing',
  department: 'School of Nursing',
  // 02:00 UTC on 1 November is still 31 October in Jamaica (UTC-5).
  postedAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-01T02:00:00.000Z',
  closingDate: '2026-12-18T23:59:00-05:00',
  advertUrl: 'https://jobs.example.edu/7',
  descriptionUrl: null,
  employmentType: [],
  description: null as unknown as JobDetail['description'],
  meta: {},
}

describe('JobDetailView', () => {
  it('shows the posting date as YYYY/MM/DD and the deadline as weekday, month, day, year (spec §9), in university time', () => {
    render(<JobDetailView job={job} />)
    const posted = screen.getByText('2026/10/31')
    expect(posted.tagName).toBe('TIME')
    expect(posted).toHaveAttribute('dateTime', job.postedAt)
    expect(screen.getByTestId('job-deadline')).toHaveTextContent('Friday, December 18, 2026')
  })
})
