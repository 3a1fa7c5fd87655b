/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { SWRConfig } from 'swr'
import {
  EMPTY_QUERY,
  type FinderFacets,
  type FinderItem,
  type FinderPage,
  type FinderQuery,
} from '@/lib/programmes/finder'
import { FINDER_DEBOUNCE_MS, ProgrammeFinder } from './ProgrammeFinder'

const item = (name: string, kind: FinderItem['kind'], extra: Partial<FinderItem> = {}): FinderItem => ({
  name,
  kind,
  url: `/x/${name}`,
  levels: [],
  college: null,
  collegeName: null,
  fromPerYear: null,
  slug: null,
  ...extra,
})

const NURSING = item('Nursing', 'undergraduate', {
  levels: ['B.Sc'],
  college: 'CNAS',
  collegeName: 'College of Natural and Applied Sciences',
  fromPerYear: 'J$700,000',
  slug: 'nursing',
})
const THEOLOGY = item('Theology', 'undergraduate', {
  levels: ['B.A'],
  college: 'SRT',
  collegeName: 'School of Religion and Theology',
})
const HEALTH = item('Public Health', 'graduate', { levels: ["Master's"], college: 'CNAS' })

const FACETS: FinderFacets = {
  level: ['B.A', 'B.Sc', "Master's"],
  college: [
    { code: 'CNAS', name: 'College of Natural and Applied Sciences' },
    { code: 'SRT', name: 'School of Religion and Theology' },
  ],
  campus: ['Main'],
  modality: ['Online'],
}

const page = (items: FinderItem[], extra: Partial<FinderPage> = {}): FinderPage => ({
  items,
  page: 1,
  totalDocs: items.length,
  totalPages: 1,
  ...extra,
})

/** The API as the server answers it: here, by the query's `q`. */
function answer(url: string): FinderPage {
  const params = new URL(url, 'http://site').searchParams
  if (params.get('q') === 'th') return page([HEALTH, THEOLOGY])
  if (params.get('q') === 'astronomy') return page([])
  if (params.get('page') === '2') return page([HEALTH], { page: 2, totalDocs: 51, totalPages: 2 })
  return page([NURSING, THEOLOGY])
}

function setup(initialQuery: FinderQuery = EMPTY_QUERY, initialResults = page([NURSING, THEOLOGY])) {
  const fetchMock = jest.fn(async (url: string) => ({ ok: true, json: async () => answer(url) }))
  global.fetch = fetchMock as unknown as typeof fetch
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ProgrammeFinder facets={FACETS} initialQuery={initialQuery} initialResults={initialResults} />
    </SWRConfig>,
  )
  return fetchMock
}

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((r) => r.querySelector('a')?.textContent ?? r.textContent)

/** Lets the pause after typing pass and the answer arrive. */
async function settle() {
  await act(async () => {
    jest.advanceTimersByTime(FINDER_DEBOUNCE_MS)
  })
  await act(async () => {
    await Promise.resolve()
  })
}

describe('ProgrammeFinder', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    window.history.replaceState(null, '', '/searchdegree')
    window.localStorage.clear()
  })
  afterEach(() => jest.useRealTimers())

  it('shows the page the server rendered, its count and tuition, without asking again', async () => {
    const fetchMock = setup()
    expect(rows()).toEqual(['Nursing', 'Theology'])
    expect(screen.getByRole('heading', { name: '2 programmes found' })).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: /^Nursing/ })).toHaveTextContent('from J$700,000 a year')
    expect(screen.getByRole('button', { name: 'Shortlist Nursing' })).toHaveAttribute('aria-pressed', 'false')
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks for the results once typing pauses, keeps the last ones meanwhile, and keeps the URL shareable', async () => {
    const fetchMock = setup()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Programme name' }), { target: { value: 't' } })
    fireEvent.change(screen.getByRole('searchbox', { name: 'Programme name' }), { target: { value: 'th' } })
    fireEvent.change(screen.getByRole('combobox', { name: 'College' }), { target: { value: 'SRT' } })
    expect(rows()).toEqual(['Nursing', 'Theology']) // the last results stay while the visitor types
    expect(fetchMock).not.toHaveBeenCalled()
    expect(window.location.search).toBe('')
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0][0]).toBe('/api/programme-finder?q=th&college=SRT')
    expect(rows()).toEqual(['Public Health', 'Theology'])
    expect(window.location.pathname + window.location.search).toBe('/searchdegree?q=th&college=SRT')
  })

  it('turns pages in place through links that are the pages’ own URLs, filters kept', async () => {
    const fetchMock = setup({ ...EMPTY_QUERY, kind: 'graduate' }, page([NURSING], { totalDocs: 51, totalPages: 2 }))
    const nav = screen.getByRole('navigation', { name: 'Pages of results' })
    const next = within(nav).getByRole('link', { name: 'Next page' })
    expect(next).toHaveAttribute('href', '/searchdegree?kind=graduate&page=2')
    fireEvent.click(next)
    await act(async () => {
      await Promise.resolve()
    })
    expect(fetchMock.mock.calls[0][0]).toBe('/api/programme-finder?kind=graduate&page=2')
    expect(rows()).toEqual(['Public Health'])
    expect(screen.getByRole('heading', { name: '51 programmes found' })).toHaveFocus()
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    expect(window.location.search).toBe('?kind=graduate&page=2')
    // Back to page 1: the server's results again, without asking.
    fireEvent.click(within(nav).getByRole('link', { name: 'Page 1' }))
    expect(rows()).toEqual(['Nursing'])
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('names each college in the filter and the table, keeping its code in the URL', () => {
    setup({ ...EMPTY_QUERY, college: 'SRT' }, page([THEOLOGY]))
    expect(screen.getByRole('option', { name: 'School of Religion and Theology' })).toHaveAttribute('value', 'SRT')
    expect(screen.getByRole('combobox', { name: 'College' })).toHaveValue('SRT')
    expect(screen.getByRole('cell', { name: 'School of Religion and Theology' })).toBeInTheDocument()
  })

  it('says so when nothing matches, and still works as a plain form without script', async () => {
    setup()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Programme name' }), { target: { value: 'astronomy' } })
    await settle()
    expect(screen.getByRole('heading', { name: '0 programmes found' })).toBeInTheDocument()
    expect(screen.getByText(/No programme matches these filters/)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const form = screen.getByRole('search', { name: 'Programme finder' })
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/searchdegree')
    expect(screen.getByRole('searchbox', { name: 'Programme name' })).toHaveAttribute('name', 'q')
  })
})
