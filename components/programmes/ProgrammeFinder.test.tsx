/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { EMPTY_QUERY, type FinderItem } from '@/lib/programmes/finder'
import { ProgrammeFinder } from './ProgrammeFinder'

const item = (name: string, kind: FinderItem['kind'], extra: Partial<FinderItem> = {}): FinderItem => ({
  name,
  kind,
  url: `/x/${name}`,
  levels: [],
  college: null,
  collegeName: null,
  department: null,
  campuses: [],
  modalities: [],
  fromPerYear: null,
  slug: null,
  ...extra,
})

const ITEMS = [
  item('Nursing', 'undergraduate', { levels: ['B.Sc'], college: 'CNAS', campuses: ['Main'] }),
  item('Public Health', 'graduate', { levels: ["Master's"], college: 'CNAS', modalities: ['Online'] }),
  item('Theology', 'undergraduate', {
    levels: ['B.A'],
    college: 'SRT',
    collegeName: 'School of Religion and Theology',
  }),
]

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((r) => r.textContent)

describe('ProgrammeFinder', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    window.history.replaceState(null, '', '/searchdegree')
  })
  afterEach(() => jest.useRealTimers())

  it('starts from the query in the URL, as the server rendered it', () => {
    render(<ProgrammeFinder items={ITEMS} initialQuery={{ ...EMPTY_QUERY, kind: 'graduate' }} />)
    expect(rows()).toEqual(['Public Health'])
    expect(screen.getByRole('heading', { name: '1 programme found' })).toBeInTheDocument()
  })

  it('narrows the results as the visitor types and chooses, and keeps the URL shareable', () => {
    render(<ProgrammeFinder items={ITEMS} initialQuery={EMPTY_QUERY} />)
    expect(rows()).toHaveLength(3)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Programme name' }), { target: { value: 'th' } })
    expect(rows()).toEqual(['Public Health', 'Theology'])
    fireEvent.change(screen.getByRole('combobox', { name: 'College' }), { target: { value: 'SRT' } })
    expect(rows()).toEqual(['Theology'])
    expect(window.location.search).toBe('') // the address follows once typing pauses
    act(() => jest.advanceTimersByTime(400))
    expect(window.location.pathname + window.location.search).toBe('/searchdegree?q=th&college=SRT')
  })

  it('names each college in the filter and the table, keeping its code in the URL', () => {
    render(<ProgrammeFinder items={ITEMS} initialQuery={{ ...EMPTY_QUERY, college: 'SRT' }} />)
    expect(screen.getByRole('option', { name: 'School of Religion and Theology' })).toHaveAttribute('value', 'SRT')
    expect(screen.getByRole('cell', { name: 'School of Religion and Theology' })).toBeInTheDocument()
  })

  it('says so when nothing matches, and still works as a plain form without script', () => {
    render(<ProgrammeFinder items={ITEMS} initialQuery={{ ...EMPTY_QUERY, q: 'astronomy' }} />)
    expect(screen.getByText(/No programme matches these filters/)).toBeInTheDocument()
    const form = screen.getByRole('search', { name: 'Programme finder' })
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/searchdegree')
    expect(screen.getByRole('searchbox', { name: 'Programme name' })).toHaveAttribute('name', 'q')
  })
})
