/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import type { ArchivePage } from '@/lib/pages/archives'
import { ArchiveYears } from './ArchiveYears'

const years = [
  { year: 2020, count: 12 },
  { year: 2019, count: 3 },
]
const view = (year: number | null, page = 1, kind: string | null = null): ArchivePage => ({
  archive: 'articles',
  kind,
  year,
  page,
})

describe('ArchiveYears', () => {
  it('links to every year with its count, and to all years, marking the page shown', () => {
    render(<ArchiveYears view={view(null)} years={years} />)
    const nav = screen.getByRole('navigation', { name: 'News and sports by year' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]),
    ).toEqual([
      ['All years', '/news', 'page'],
      ['2020 (12)', '/news?year=2020', null],
      ['2019 (3)', '/news?year=2019', null],
    ])
  })

  it('keeps the kind, and marks the year of a later page as the current one rather than the page', () => {
    render(<ArchiveYears view={view(2019, 2, 'sports')} years={years} />)
    const nav = screen.getByRole('navigation', { name: 'Sports articles by year' })
    expect(within(nav).getByRole('link', { name: 'All years' })).toHaveAttribute('href', '/news?kind=sports')
    expect(within(nav).getByRole('link', { name: '2019 (3)' })).toHaveAttribute('aria-current', 'true')
    expect(within(nav).getByRole('link', { name: '2019 (3)' })).toHaveAttribute('href', '/news?kind=sports&year=2019')
  })

  it('is nothing for a list with nothing published', () => {
    const { container } = render(<ArchiveYears view={view(null)} years={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
