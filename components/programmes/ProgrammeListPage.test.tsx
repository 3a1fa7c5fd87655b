/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import type { ProgrammeSummary } from '@/lib/reads/programmes'
import { ProgrammeListPage } from './ProgrammeListPage'

const programme = (slug: string, name: string): ProgrammeSummary => ({
  id: slug.length,
  slug,
  name,
  kind: 'undergraduate',
  level: null,
  certificateLevel: null,
  levels: {
    associateScience: false,
    associateArts: false,
    bachelorScience: true,
    bachelorArts: false,
    doctorate: false,
  },
  extension: { day: false, evening: false, eastern: false, western: false, online: false },
  department: { code: 'NUR', name: 'Nursing', website: null, college: null },
  college: null,
  campuses: [],
  modalities: [],
  thumbnail: null,
  url: `/undergrad/${slug}`,
  tuitionLocal: null,
  tuitionInternational: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
})

const shown = [programme('nursing', 'Nursing'), programme('midwifery', 'Midwifery')]
const view = (page: number) => ({ archive: 'undergraduate' as const, kind: null, year: null, page })

describe('the undergraduate list', () => {
  it('on one page, searches its programmes by name and sends nobody elsewhere', () => {
    render(
      <ProgrammeListPage
        kind="undergraduate"
        view={view(1)}
        listTitle="Undergraduate Programmes"
        programmes={shown}
        totalDocs={2}
        totalPages={1}
      />,
    )
    expect(screen.getByText('Choose from 2 undergraduate programmes across our colleges and school.')).toBeTruthy()
    expect(screen.getByLabelText('Search programmes by name')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Search all/ })).toBeNull()
  })

  it('over several pages, says its search looks through the page and leads to a search of every programme', () => {
    render(
      <ProgrammeListPage
        kind="undergraduate"
        view={view(2)}
        listTitle="Undergraduate Programmes"
        programmes={shown}
        totalDocs={120}
        totalPages={3}
      />,
    )
    expect(screen.getByText('Page 2 of 3')).toBeTruthy()
    expect(screen.getByLabelText('Search this page by name')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Search all 120 undergraduate programmes' }).getAttribute('href')).toBe(
      '/searchdegree?kind=undergraduate',
    )
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/undergrad?page=3')
  })
})
