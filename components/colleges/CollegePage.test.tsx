/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import type { CollegeDetail } from '@/lib/reads/colleges'
import type { ProgrammeSummary } from '@/lib/reads/programmes'
import { CollegePage } from './CollegePage'

// Payload's Lexical renderer is ESM Jest does not load; the dean's message is not under test here.
jest.mock('@/components/ui/RichText', () => ({ RichText: () => null }))
jest.mock('@/components/ui/BreadcrumbJsonLd', () => ({ BreadcrumbJsonLd: () => null }))

const college = {
  name: 'College of Natural and Applied Sciences',
  code: 'CNAS',
  route: '/college_cnasahn',
  summary: 'Science at the heart of the island.',
  image: null,
  meta: {},
  dean: { name: null, photo: null, message: null },
  research: [],
  topAchievers: [],
  successStory: null,
  contacts: [],
  departments: [],
} as unknown as CollegeDetail

const programme = (slug: string, name: string) =>
  ({
    slug,
    name,
    kind: 'undergraduate',
    levels: { associateScience: false, associateArts: false, bachelorScience: true, bachelorArts: false },
    department: null,
    college: null,
    thumbnail: null,
    url: `/undergrad/${slug}`,
  }) as unknown as ProgrammeSummary

const shown = [programme('biology', 'Biology'), programme('chemistry', 'Chemistry')]
const degrees = (total: number) => ({
  title: 'Undergraduate degrees',
  programmes: shown,
  total,
  allHref: '/searchdegree?kind=undergraduate&college=CNAS',
})

describe('a college page', () => {
  it('lists all its degrees when they fit, with no way elsewhere', () => {
    render(<CollegePage college={college} degrees={degrees(2)} />)
    expect(screen.getByRole('heading', { name: 'Undergraduate degrees' })).toBeTruthy()
    expect(screen.getByText('Biology')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /See all/ })).toBeNull()
  })

  it('lists the first of many and leads to the finder for every one of them', () => {
    render(<CollegePage college={college} degrees={degrees(1700)} />)
    expect(
      screen.getByRole('link', { name: 'See all 1700 programmes in the programme finder' }).getAttribute('href'),
    ).toBe('/searchdegree?kind=undergraduate&college=CNAS')
  })
})
